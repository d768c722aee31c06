/* ... and an index past the heap object fails the object-level check. */
#include <stdlib.h>
int __VERIFIER_nondet_int(void);
struct vec { int n; int data[0]; };

int main(void) {
  struct vec *v = malloc(sizeof(struct vec) + 4 * sizeof(int));
  int i = __VERIFIER_nondet_int();
  if (i < 0 || i > 4)
    return 0;
  v->data[i] = i;
  free(v);
  return 0;
}
