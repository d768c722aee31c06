/* a - b is computed in unsigned int before widening to unsigned long */
// BMC-OPTIONS: --unwind 1
#include <assert.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
unsigned int __VERIFIER_nondet_uint(void);
void __VERIFIER_assume(int);

int main(void) {
  unsigned a = __VERIFIER_nondet_uint();
  unsigned b = __VERIFIER_nondet_uint();
  __VERIFIER_assume(a < 100 && b < 100);
  unsigned d = a - b;
  unsigned long e = a - b;
  long f = (long)a - (long)b;
#ifdef BMC_REPLAY
  printf("a=%u\nb=%u\nd=%u\ne=%lu\nf=%ld\n", a, b, d, e, f);
#endif
  assert(!(d > 1000 && f == -3));
  return 0;
}
