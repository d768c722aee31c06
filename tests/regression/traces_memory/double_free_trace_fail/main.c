#include <stdlib.h>
int __VERIFIER_nondet_int(void);
int main(void) {
  int *cells[2];
  for (int i = 0; i < 2; i++)
    cells[i] = malloc(sizeof(int));
  int k = __VERIFIER_nondet_int();
  if (k < 0 || k > 1)
    return 0;
  free(cells[k]);
  free(cells[1]);
  free(cells[0]);
  return 0;
}
