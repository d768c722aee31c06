#include <stdlib.h>
unsigned __VERIFIER_nondet_uint(void);
int main(void) {
  unsigned n = __VERIFIER_nondet_uint();
  if (n == 0 || n > 3) return 0;
  int *p = calloc(n, sizeof(int));
  p[n] = 1;
  free(p);
  return 0;
}
