#include <stdlib.h>
int main(void) {
  int x;
  char *p = malloc(4);
  if (!p) return 0;
  free(p + 1);
  free(&x);
  return 0;
}
