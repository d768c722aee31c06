/* A GNU zero-length trailing array (int data[0]) has no bound of its own: the heap
   object's size bounds it. */
#include <stdlib.h>
int __VERIFIER_nondet_int(void);
struct vec { int n; int data[0]; };

int main(void) {
  struct vec *v = malloc(sizeof(struct vec) + 4 * sizeof(int));
  int i = __VERIFIER_nondet_int();
  if (i < 0 || i > 3)
    return 0;
  v->data[i] = i;
  free(v);
  return 0;
}
