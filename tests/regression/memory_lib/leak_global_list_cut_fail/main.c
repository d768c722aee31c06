#include <stdlib.h>
struct node { int v; struct node *next; };
struct node *head;
int __VERIFIER_nondet_int(void);
int main(void) {
  for (int i = 0; i < 3; i++) {
    struct node *n = malloc(sizeof *n);
    n->v = i;
    n->next = head;
    head = n;
  }
  if (__VERIFIER_nondet_int())
    head->next = 0;      /* the rest of the list is lost */
  return 0;
}
