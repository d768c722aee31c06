#include <stdlib.h>
#include <assert.h>
int __VERIFIER_nondet_int(void);
int main(void) {
  int *p = malloc(sizeof(int));
  int x = __VERIFIER_nondet_int();
  assert(x != 3);      /* a failing assert() aborts: p is not freed */
  free(p);
  return 0;
}
