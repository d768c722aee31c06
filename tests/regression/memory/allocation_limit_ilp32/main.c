/* A heap object whose size is arbitrary: under ILP32 the pointer encoding cannot represent
   objects above its offset limit, so the pass must not be reported as a proof. */
#include <stdlib.h>
unsigned __VERIFIER_nondet_uint(void);

int main(void) {
  unsigned n = __VERIFIER_nondet_uint();
  char *p = malloc(n);
  if (p == NULL)
    return 0;
  free(p);
  return 0;
}
