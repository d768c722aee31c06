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
  int s = 0;
  while (head) {
    struct node *next = head->next;
    s += head->v;
    free(head);
    head = next;
  }
  assert(s == 3);
  return 0;
}
