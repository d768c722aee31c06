#include <assert.h>
#include <stdlib.h>

int main(void) {
  int *p = malloc(4 * sizeof(int));
  if (p == NULL)
    return 0;
  p[0] = 1;
  assert(p[0] == 1);
  free(p);
  return 0;
}
