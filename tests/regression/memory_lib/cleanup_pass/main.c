#include <stdlib.h>
int main(void) {
  int *a = malloc(sizeof(int));
  int *b = malloc(sizeof(int));
  free(b);
  free(a);
  return 0;
}
