#include <stdlib.h>
int main(void) {
  int *p = malloc(2 * sizeof(int));
  free(p);
  free(p);
  return 0;
}
