#include <stdlib.h>
int *g;
int main(void) {
  g = malloc(sizeof(int));
  return 0;
}
