/* unsigned multiplication wraps: 3 has a multiplicative inverse mod 2^32 */
// BMC-OPTIONS: --unwind 1
#include <assert.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
unsigned int __VERIFIER_nondet_uint(void);

int main(void) {
  unsigned a = __VERIFIER_nondet_uint();
  unsigned m = a * 3u;
#ifdef BMC_REPLAY
  printf("a=%u\nm=%u\n", a, m);
#endif
  assert(m != 1u);
  return 0;
}
