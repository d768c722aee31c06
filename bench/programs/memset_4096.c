/* memset of a symbolic number of bytes (up to 4096) into a 4096-byte buffer, read back at
   a symbolic index (bench/memops.py). */
#include <string.h>
#include <assert.h>
unsigned __VERIFIER_nondet_uint(void);

int main(void) {
  unsigned char buf[4096];
  unsigned n = __VERIFIER_nondet_uint();
  unsigned k = __VERIFIER_nondet_uint();
  if (n > sizeof buf || k >= n) return 0;
  memset(buf, 0xab, n);
  assert(buf[k] == 0xab);
  return 0;
}
