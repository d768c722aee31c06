#include <stdlib.h>
int __VERIFIER_nondet_int(void);
int main(void) {
  int *p = malloc(sizeof(int));
  int *q = __VERIFIER_nondet_int() ? p : 0;
  free(p);
  free(q);
  return 0;
}
