#include <stdlib.h>
#include <assert.h>
unsigned __VERIFIER_nondet_uint(void);
int main(void) {
  unsigned n = __VERIFIER_nondet_uint();
  if (n == 0 || n > 3) return 0;
  int *p = calloc(n, sizeof(int));
  assert(p != 0);
  assert(p[n - 1] == 0 && p[0] == 0);
  p[n - 1] = 5;
  free(p);
  return 0;
}
