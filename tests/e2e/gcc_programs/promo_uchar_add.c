/* unsigned char operands are promoted to int before +; storing back truncates */
// BMC-OPTIONS: --unwind 1
#include <assert.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
unsigned char __VERIFIER_nondet_uchar(void);

int main(void) {
  unsigned char a = __VERIFIER_nondet_uchar();
  unsigned char b = __VERIFIER_nondet_uchar();
  int s = a + b;
  unsigned char t = a + b;
#ifdef BMC_REPLAY
  printf("a=%d\nb=%d\ns=%d\nt=%d\n", a, b, s, t);
#endif
  assert(!(s > 300 && t == 50));
  return 0;
}
