#include <stdlib.h>
int main(void) {
  char *p = malloc(2);
  p = malloc(3);
  free(p);
  return 0;
}
