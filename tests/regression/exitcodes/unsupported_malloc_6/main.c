#include <assert.h>
#include <stdlib.h>

int main(void) {
  int *p = malloc(4 * sizeof(int));
  if (p == NULL)
    return 0;
  p = realloc(p, 8 * sizeof(int));
  free(p);
  return 0;
}
