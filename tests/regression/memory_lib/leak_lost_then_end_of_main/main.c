#include <stdlib.h>
int main(void) {
  int *p = malloc(sizeof(int));
  p = malloc(sizeof(int));     /* the first object is lost */
  free(p);
  return 0;
}
