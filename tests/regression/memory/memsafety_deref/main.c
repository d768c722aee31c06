#include <stdlib.h>
int main(void) {
  int *p = malloc(sizeof(int));
  if (!p) return 0;
  p[1] = 0;
  free(p);
  return 0;
}
