#include <stdlib.h>
int main(void) {
  int *p = malloc(4 * sizeof(int));
  p[3] = 1;
  int *q = realloc(p, 2 * sizeof(int));
  q[1] = 2;
  q[3] = 3;
  free(q);
  return 0;
}
