/* One loop with a nondeterministic body: the formula grows linearly with the unwind depth. */
int __VERIFIER_nondet_int(void);

int main(void) {
  unsigned x = 0;
  int n = __VERIFIER_nondet_int();
  for (int i = 0; i < n; i++) {
    if (__VERIFIER_nondet_int())
      x += 3;
    else
      x ^= (unsigned)i;
  }
  __CPROVER_assert(x != 7u, "x never 7");
  return 0;
}
