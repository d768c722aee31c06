#include <string.h>
#include <assert.h>
unsigned __VERIFIER_nondet_uint(void);
int main(void) {
  char a[32];
  for (int i = 0; i < 32; i++) a[i] = (char)i;
  unsigned n = __VERIFIER_nondet_uint(), k = __VERIFIER_nondet_uint();
  if (n > 31 || k >= n) return 0;
  memmove(a + 1, a, n);            /* overlapping, forward */
  assert(a[k + 1] == (char)k);
  memmove(a, a + 1, n);            /* and back */
  assert(a[k] == (char)k);
  return 0;
}
