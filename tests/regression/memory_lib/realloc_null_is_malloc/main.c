#include <stdlib.h>
#include <assert.h>
int main(void) {
  char *p = realloc(0, 3);
  assert(p != 0);
  p[2] = 1;
  free(p);
  return 0;
}
