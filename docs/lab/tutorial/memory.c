/* Tutorial: memory safety (bounds, pointers, malloc and free). */
#include <stdlib.h>

int __VERIFIER_nondet_int(void);

int main(void) {
  int buf[4] = {0};
  int k = __VERIFIER_nondet_int();
  if (k >= 0 && k <= 4)
    buf[k] = 1;
  int *p = malloc(2 * sizeof(int));
  p[0] = buf[0];
  free(p);
  if (__VERIFIER_nondet_int())
    p[1] = 2;
  return 0;
}
