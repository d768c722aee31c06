#include <stdlib.h>
#include <assert.h>
int main(void) {
  int *p = malloc(2 * sizeof(int));
  p[0] = 5; p[1] = 6;
  int *q = realloc(p, 4 * sizeof(int));
  assert(q != 0);
  assert(q[0] == 5 && q[1] == 6);
  q[3] = 8;
  free(q);
  return 0;
}
