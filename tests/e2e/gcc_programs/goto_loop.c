/* a loop built from a backward goto */
// BMC-OPTIONS: --unwind 7
#include <assert.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 5);
  int i = 0, acc = 1;
top:
  if (i < n) {
    acc *= 2;
    i++;
    goto top;
  }
#ifdef BMC_REPLAY
  printf("n=%d\ni=%d\nacc=%d\n", n, i, acc);
#endif
  assert(acc != 16);
  return 0;
}
