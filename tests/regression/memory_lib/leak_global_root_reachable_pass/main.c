#include <stdlib.h>
struct node { int v; struct node *next; };
struct node *head;
int main(void) {
  for (int i = 0; i < 3; i++) {
    struct node *n = malloc(sizeof *n);
    n->v = i;
    n->next = head;
    head = n;            /* the list stays reachable from the global head */
  }
  return 0;
}
