#include <stdlib.h>
#include <assert.h>
int main(void) {
  char *p = malloc(3);
  char *q = realloc(p, 0);
  assert(q == 0);
  free(p);
  return 0;
}
