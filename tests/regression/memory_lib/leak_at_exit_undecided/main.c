#include <stdlib.h>
int __VERIFIER_nondet_int(void);
void fail(void) { exit(1); }
int main(void) {
  int *p = malloc(sizeof(int));
  if (__VERIFIER_nondet_int())
    fail();
  free(p);
  return 0;
}
