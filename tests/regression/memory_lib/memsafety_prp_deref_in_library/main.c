#include <stdlib.h>
#include <string.h>
int main(void) {
  char *p = malloc(4);
  memset(p, 0, 8);
  free(p);
  return 0;
}
