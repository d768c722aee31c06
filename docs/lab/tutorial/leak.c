/* Tutorial: a memory leak. */
#include <stdlib.h>

int __VERIFIER_nondet_int(void);

char *name = NULL;

int main(void) {
  char *tmp = malloc(16);
  if (__VERIFIER_nondet_int())
    name = tmp;
  tmp = NULL;
  return 0;
}
