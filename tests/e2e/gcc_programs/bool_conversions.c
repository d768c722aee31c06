/* conversion to _Bool compares with zero */
// BMC-OPTIONS: --unwind 1
#include <assert.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  _Bool b = x;
  int n = !x;
  int nn = !!x;
  _Bool m = x & 256;
#ifdef BMC_REPLAY
  printf("x=%d\nb=%d\nn=%d\nnn=%d\nm=%d\n", x, b, n, nn, m);
#endif
  assert(!(b == 1 && m == 1 && (x & 255) == 0));
  return 0;
}
