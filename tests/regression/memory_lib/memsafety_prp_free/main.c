#include <stdlib.h>
int main(void) {
  char *p = malloc(2);
  free(p);
  free(p);
  return 0;
}
