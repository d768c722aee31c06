#include <stdlib.h>
int main(void) {
  int *p = malloc(sizeof(int));
  if (!p) return 0;
  *p = 1;
  int *q = realloc(p, 2 * sizeof(int));
  if (!q) {            /* the old block is still valid and must be freed */
    *p = 2;
    free(p);
    return 0;
  }
  q[1] = *q;
  free(q);
  return 0;
}
