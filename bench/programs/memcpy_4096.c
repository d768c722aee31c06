/* memcpy of a symbolic number of bytes (up to 4096) between two 4096-byte buffers, read
   back at a symbolic index (bench/memops.py). */
#include <string.h>
#include <assert.h>
unsigned __VERIFIER_nondet_uint(void);

int main(void) {
  unsigned char src[4096], dst[4096];
  unsigned n = __VERIFIER_nondet_uint();
  unsigned k = __VERIFIER_nondet_uint();
  if (n > sizeof src || k >= n) return 0;
  src[k] = 7;
  memcpy(dst, src, n);
  assert(dst[k] == 7);
  return 0;
}
