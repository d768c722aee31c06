#include <stdlib.h>
int main(void) {
  int *p = malloc(sizeof(int));
  int *q = realloc(p, 2 * sizeof(int));
  q[1] = 0;
  *p = 1;
  free(q);
  return 0;
}
