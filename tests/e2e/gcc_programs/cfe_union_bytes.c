/* a union reinterprets an int's bytes (little-endian) */
// BMC-OPTIONS: --unwind 1
#include <assert.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

union word { int i; unsigned char b[4]; };

int main(void) {
  int x = __VERIFIER_nondet_int();
  union word w;
  w.i = x;
  int b0 = w.b[0];
  int b3 = w.b[3];
  w.b[1] = 0;
  int y = w.i;
#ifdef BMC_REPLAY
  printf("x=%d\nb0=%d\nb3=%d\ny=%d\n", x, b0, b3, y);
#endif
  assert(!(b3 == 0x80 && b0 == 7 && y != x));
  return 0;
}
