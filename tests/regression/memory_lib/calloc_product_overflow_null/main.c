#include <stdlib.h>
#include <assert.h>
unsigned long __VERIFIER_nondet_ulong(void);
int main(void) {
  unsigned long n = __VERIFIER_nondet_ulong();
  if (n < 0x4000000000000000ul) return 0;
  char *p = calloc(n, 4);        /* n * 4 does not fit in size_t: NULL */
  assert(p == 0);
  return 0;
}
