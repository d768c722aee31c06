#include <stdlib.h>
void use(int *q) { *q = 1; }     /* defined first: its properties come first in the table */
int main(void) {
  int *p = malloc(sizeof(int));
  free(p);
  free(p);                       /* the first violation in execution order */
  use(p);
  return 0;
}
