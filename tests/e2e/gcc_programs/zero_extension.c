/* unsigned types zero-extend; (signed char) reinterprets */
// BMC-OPTIONS: --unwind 1
#include <assert.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
unsigned char __VERIFIER_nondet_uchar(void);
unsigned short __VERIFIER_nondet_ushort(void);

int main(void) {
  unsigned char c = __VERIFIER_nondet_uchar();
  unsigned short w = __VERIFIER_nondet_ushort();
  int i = c;
  long l = w;
  unsigned u = (unsigned)c << 24;
  int j = (signed char)c;
#ifdef BMC_REPLAY
  printf("c=%d\nw=%d\ni=%d\nl=%ld\nu=%u\nj=%d\n", c, w, i, l, u, j);
#endif
  assert(j != -2);
  return 0;
}
