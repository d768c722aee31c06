/* tree recursion */
// BMC-OPTIONS: --unwind 8
#include <assert.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

int fib(int k) {
  if (k < 2)
    return k;
  return fib(k - 1) + fib(k - 2);
}

int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 6);
  int f = fib(n);
#ifdef BMC_REPLAY
  printf("n=%d\nf=%d\n", n, f);
#endif
  assert(f != 8);
  return 0;
}
