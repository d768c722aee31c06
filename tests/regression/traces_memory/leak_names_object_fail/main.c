#include <stdlib.h>
int *keep;
int main(void) {
  int *a = malloc(sizeof(int));
  int *b = malloc(2 * sizeof(int));
  keep = a;
  b[0] = 1;
  return 0;
}
