#include <string.h>
unsigned __VERIFIER_nondet_uint(void);
int main(void) {
  char a[16];
  unsigned n = __VERIFIER_nondet_uint();
  if (n > 8) return 0;
  memcpy(a + 4, a, n);             /* overlaps when n > 4 */
  return 0;
}
