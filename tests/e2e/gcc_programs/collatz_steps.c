/* while loop with data-dependent control flow */
// BMC-OPTIONS: --unwind 21
#include <assert.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

int main(void) {
  int x = __VERIFIER_nondet_int();
  __VERIFIER_assume(x >= 1 && x <= 12);
  int x0 = x;
  int steps = 0;
  while (x != 1) {
    if (x % 2)
      x = 3 * x + 1;
    else
      x /= 2;
    steps++;
  }
#ifdef BMC_REPLAY
  printf("x0=%d\nsteps=%d\nx=%d\n", x0, steps, x);
#endif
  assert(steps != 16);
  return 0;
}
