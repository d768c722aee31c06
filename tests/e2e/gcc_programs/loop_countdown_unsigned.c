/* k-- > 0 leaves an unsigned counter at UINT_MAX */
// BMC-OPTIONS: --unwind 7
#include <assert.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
unsigned int __VERIFIER_nondet_uint(void);
void __VERIFIER_assume(int);

int main(void) {
  unsigned n = __VERIFIER_nondet_uint();
  __VERIFIER_assume(n <= 5u);
  unsigned k = n;
  int iters = 0;
  while (k-- > 0u)
    iters++;
#ifdef BMC_REPLAY
  printf("n=%u\nk=%u\niters=%d\n", n, k, iters);
#endif
  assert(!(iters == 4 && k == 4294967295u));
  return 0;
}
