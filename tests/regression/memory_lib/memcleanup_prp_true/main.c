#include <stdlib.h>
int *g;
int main(void) {
  g = malloc(sizeof(int));
  *g = 1;
  free(g);
  return 0;
}
