#include <stdlib.h>
int *g;
int main(void) {
  g = malloc(sizeof(int));
  if (g == 0) abort();
  *g = 1;
  return 0;
}
