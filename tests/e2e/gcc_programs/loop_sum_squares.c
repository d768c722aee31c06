/* for loop with a nondeterministic bound */
// BMC-OPTIONS: --unwind 8
#include <assert.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 6);
  int sum = 0;
  int i;
  for (i = 1; i <= n; i++)
    sum += i * i;
#ifdef BMC_REPLAY
  printf("n=%d\nsum=%d\ni=%d\n", n, sum, i);
#endif
  assert(sum != 55);
  return 0;
}
