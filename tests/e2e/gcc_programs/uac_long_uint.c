/* LP64: long + unsigned int is a long addition (no wrap) */
// BMC-OPTIONS: --unwind 1
#include <assert.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
unsigned int __VERIFIER_nondet_uint(void);
long __VERIFIER_nondet_long(void);
void __VERIFIER_assume(int);

int main(void) {
  long l = __VERIFIER_nondet_long();
  unsigned u = __VERIFIER_nondet_uint();
  __VERIFIER_assume(l > -10 && l < 0 && u < 10);
  long s = l + u;
  int neg = s < 0;
#ifdef BMC_REPLAY
  printf("l=%ld\nu=%u\ns=%ld\nneg=%d\n", l, u, s, neg);
#endif
  assert(neg == 0);
  return 0;
}
