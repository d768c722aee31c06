/* comma operator sequencing */
// BMC-OPTIONS: --unwind 1
#include <assert.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

int main(void) {
  int x = __VERIFIER_nondet_int();
  __VERIFIER_assume(x >= -100 && x <= 100);
  int y = (x++, x * 2);
  int z = (y += 3, y - x);
#ifdef BMC_REPLAY
  printf("x=%d\ny=%d\nz=%d\n", x, y, z);
#endif
  assert(z != 10);
  return 0;
}
