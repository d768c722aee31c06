#include <string.h>
#include <assert.h>
unsigned __VERIFIER_nondet_uint(void);
int main(void) {
  unsigned char buf[64];
  unsigned n = __VERIFIER_nondet_uint(), k = __VERIFIER_nondet_uint();
  if (n > sizeof buf || k >= sizeof buf) return 0;
  buf[k] = 3;
  memset(buf, 0x5a, n);
  assert(k < n ? buf[k] == 0x5a : buf[k] == 3);
  return 0;
}
