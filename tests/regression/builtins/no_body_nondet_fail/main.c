int nondet_int(void);
int __VERIFIER_nondet_int(void);
int main(void) {
  int a = nondet_int(), b = __VERIFIER_nondet_int();
  __CPROVER_assert(a + 0LL + b != 12, "sum");
  return 0;
}
