#include <string.h>
unsigned __VERIFIER_nondet_uint(void);
int main(void) {
  char a[10], b[10];
  unsigned n = __VERIFIER_nondet_uint();
  if (n > 10) return 0;
  memcpy(a, b, n);
  return 0;
}
