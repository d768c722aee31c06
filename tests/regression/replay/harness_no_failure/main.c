int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x > 10)
    x = 10;
  __CPROVER_assert(x <= 10, "clamped");
  return 0;
}
