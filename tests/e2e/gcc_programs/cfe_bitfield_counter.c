/* a 4-bit signed bit-field counter wraps like the stored bits do */
// BMC-OPTIONS: --unwind 6
#include <assert.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

struct ctr { int value : 4; unsigned steps : 3; };

int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 5);
  struct ctr c = { 5, 0 };
  for (int k = 0; k < n; k++) {
    c.value += 2;
    c.steps++;
  }
  int v = c.value;
  int s = c.steps;
#ifdef BMC_REPLAY
  printf("v=%d\ns=%d\nn=%d\n", v, s, n);
#endif
  assert(v >= 0);
  return 0;
}
