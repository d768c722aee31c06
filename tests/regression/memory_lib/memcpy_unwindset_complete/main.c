#include <string.h>
#include <stdlib.h>
unsigned __VERIFIER_nondet_uint(void);
int main(void) {
  unsigned n = __VERIFIER_nondet_uint();
  if (n > 10) return 0;
  char *a = malloc(n), *b = malloc(n);   /* sizes not constant: the model's byte loop */
  memcpy(a, b, n);
  free(a);
  free(b);
  return 0;
}
