#include <assert.h>
#include <stdlib.h>
struct node { int v; struct node *next; };
int main(void) {
  struct node *head = 0;
  for (int i = 0; i < 3; i++) {
    struct node *n = malloc(sizeof *n);
    if (!n) return 0;
    n->v = i;
    n->next = head;
    head = n;
  }
  int expect = 2;
  while (head) {
    struct node *next = head->next;
    assert(head->v == expect);
    expect--;
    free(head);
    head = next;
  }
  return 0;
}
