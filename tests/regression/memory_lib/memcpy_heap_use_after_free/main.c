#include <stdlib.h>
#include <string.h>
int main(void) {
  char *p = malloc(4);
  char d[4];
  free(p);
  memcpy(d, p, 4);
  return 0;
}
