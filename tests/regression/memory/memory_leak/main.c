#include <stdlib.h>
int main(void) {
  int *p = malloc(sizeof(int));
  int *q = malloc(sizeof(int));
  free(q);
  return p == 0;
}
