/* ranged memcpy/memmove: a symbolic window of a long array copied and shifted */
// BMC-OPTIONS: --unwind 41
#include <assert.h>
#include <string.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
unsigned int __VERIFIER_nondet_uint(void);
void __VERIFIER_assume(int);

int main(void) {
  long src[40], dst[40];
  for (int k = 0; k < 40; k++) {
    src[k] = 1000 + k;
    dst[k] = -k;
  }
  unsigned int from = __VERIFIER_nondet_uint();
  unsigned int len = __VERIFIER_nondet_uint();
  __VERIFIER_assume(from < 40 && len <= 40 - from);
  memcpy(dst, src + from, len * sizeof(long));
  memmove(dst + 1, dst, 20 * sizeof(long));
  long a = dst[1], b = dst[10];
#ifdef BMC_REPLAY
  printf("a=%ld\nb=%ld\n", a, b);
#endif
  assert(!(a == 1017 && b == 1026));
  return 0;
}
