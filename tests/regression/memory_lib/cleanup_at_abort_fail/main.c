#include <stdlib.h>
int __VERIFIER_nondet_int(void);
int main(void) {
  int *p = malloc(sizeof(int));
  if (__VERIFIER_nondet_int())
    abort();
  free(p);
  return 0;
}
