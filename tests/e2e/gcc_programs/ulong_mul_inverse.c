/* unsigned long multiplication wraps modulo 2^64 */
// BMC-OPTIONS: --unwind 1
#include <assert.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
unsigned long __VERIFIER_nondet_ulong(void);

int main(void) {
  unsigned long a = __VERIFIER_nondet_ulong();
  unsigned long m = a * 5ul;
#ifdef BMC_REPLAY
  printf("a=%lu\nm=%lu\n", a, m);
#endif
  assert(m != 1ul);
  return 0;
}
