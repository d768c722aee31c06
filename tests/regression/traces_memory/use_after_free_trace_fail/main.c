#include <stdlib.h>
struct node { int val; struct node *next; };
int main(void) {
  struct node *a = malloc(sizeof(struct node));
  struct node *b = a;
  if (!a)
    return 0;
  a->val = 3;
  free(a);
  b->val = 4;
  return 0;
}
