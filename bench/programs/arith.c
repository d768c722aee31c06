/* Multiplication and division circuits: a small factoring-style query. */
unsigned __VERIFIER_nondet_uint(void);

int main(void) {
  unsigned a = __VERIFIER_nondet_uint(), b = __VERIFIER_nondet_uint();
  if (a > 1u && b > 1u && a < 65536u && b < 65536u) {
    unsigned q = (a * b) / 7u;
    __CPROVER_assert(a * b != 1000003u * 7u || q != 1000003u, "factor found");
  }
  return 0;
}
