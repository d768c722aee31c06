#include <stdlib.h>
#include <assert.h>
int main(void) {
  int *p = malloc(sizeof(int));
  assert(p != 0);
  *p = 1;
  free(p);
  int *q = 0;
  assert(q != 0);      /* always aborts here: the dereference below never happens */
  *q = 1;
  return 0;
}
