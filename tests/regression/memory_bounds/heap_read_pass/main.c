/* Reads inside a member array of a heap object, with an unsigned index. */
#include <stdlib.h>
unsigned __VERIFIER_nondet_uint(void);
struct node { int keys[3]; int count; };

int main(void) {
  struct node *n = malloc(sizeof(struct node));
  n->keys[0] = n->keys[1] = n->keys[2] = 0;
  unsigned k = __VERIFIER_nondet_uint();
  if (k > 2)
    k = 0;
  int v = n->keys[k];
  free(n);
  return v;
}
