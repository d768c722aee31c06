/* unsigned short * unsigned short is an int multiplication */
// BMC-OPTIONS: --unwind 1
#include <assert.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
unsigned short __VERIFIER_nondet_ushort(void);
void __VERIFIER_assume(int);

int main(void) {
  unsigned short a = __VERIFIER_nondet_ushort();
  unsigned short b = __VERIFIER_nondet_ushort();
  __VERIFIER_assume(a < 46341 && b < 46341);
  unsigned p = a * b;
  int q = a * b;
  unsigned short t = a * b;
#ifdef BMC_REPLAY
  printf("a=%d\nb=%d\np=%u\nq=%d\nt=%d\n", a, b, p, q, t);
#endif
  assert(!(t == 0 && p > 100000));
  return 0;
}
