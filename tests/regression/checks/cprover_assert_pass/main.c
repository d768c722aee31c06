int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x > 3)
    __CPROVER_assert(x != 3, "x must not be three");
  return 0;
}
