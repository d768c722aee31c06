#include <stdlib.h>
int main(void) {
  int *p = malloc(2 * sizeof(int));
  free(p + 1);
  return 0;
}
