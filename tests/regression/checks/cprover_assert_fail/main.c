int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  __CPROVER_assert(x != 3, "x must not be three");
  return 0;
}
