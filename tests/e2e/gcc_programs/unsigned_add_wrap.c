/* unsigned addition wraps modulo 2^32 */
// BMC-OPTIONS: --unwind 1
#include <assert.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
unsigned int __VERIFIER_nondet_uint(void);

int main(void) {
  unsigned a = __VERIFIER_nondet_uint();
  unsigned b = __VERIFIER_nondet_uint();
  unsigned s = a + b;
  int wrapped = s < a;
#ifdef BMC_REPLAY
  printf("a=%u\nb=%u\ns=%u\nwrapped=%d\n", a, b, s, wrapped);
#endif
  assert(!wrapped || s != 5);
  return 0;
}
