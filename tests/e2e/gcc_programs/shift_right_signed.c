/* signed >> is arithmetic (rounds toward minus infinity) on gcc */
// BMC-OPTIONS: --unwind 1
#include <assert.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

int main(void) {
  int x = __VERIFIER_nondet_int();
  int k = __VERIFIER_nondet_int();
  __VERIFIER_assume(x < 0 && x > -1000 && k >= 0 && k < 8);
  int s = x >> k;
#ifdef BMC_REPLAY
  printf("x=%d\nk=%d\ns=%d\n", x, k, s);
#endif
  assert(s != -3);
  return 0;
}
