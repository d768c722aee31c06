#include <string.h>
#include <assert.h>
unsigned __VERIFIER_nondet_uint(void);
int main(void) {
  int src[16], dst[16];
  unsigned n = __VERIFIER_nondet_uint(), k = __VERIFIER_nondet_uint();
  if (n > 16 * sizeof(int) || k >= 16) return 0;
  src[k] = 1234567;
  dst[k] = -1;
  memcpy(dst, src, n);             /* n bytes: a partly copied int is neither value */
  assert(dst[k] == 1234567 || dst[k] == -1);
  return 0;
}
