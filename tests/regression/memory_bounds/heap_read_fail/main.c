/* A read past a member array of a heap object (the next field holds the value read). */
#include <stdlib.h>
unsigned __VERIFIER_nondet_uint(void);
struct node { int keys[3]; int count; };

int main(void) {
  struct node *n = malloc(sizeof(struct node));
  n->count = 0;
  unsigned k = __VERIFIER_nondet_uint();
  if (k > 3)
    k = 0;
  int v = n->keys[k];
  free(n);
  return v;
}
