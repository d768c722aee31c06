#include <stdlib.h>
int main(void) {
  int x;
  int *q = realloc(&x, 8);
  free(q);
  return 0;
}
