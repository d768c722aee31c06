#include <string.h>
#include <assert.h>
unsigned __VERIFIER_nondet_uint(void);
int main(void) {
  unsigned char buf[5];
  unsigned n = __VERIFIER_nondet_uint();
  if (n > 5) return 0;
  buf[4] = 7;
  memset(buf, 1, n);
  assert(n == 5 ? buf[4] == 1 : buf[4] == 7);
  return 0;
}
