#include <stdlib.h>
#include <string.h>
int main(void) {
  char *p = malloc(4);
  memset(p, 0, 4);
  char *q = realloc(p, 8);
  memcpy(q + 4, q, 4);
  free(q);
  return 0;
}
