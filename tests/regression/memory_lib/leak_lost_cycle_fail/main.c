#include <stdlib.h>
struct node { struct node *next; };
struct node *head;
int main(void) {
  struct node *a = malloc(sizeof *a);
  struct node *b = malloc(sizeof *b);
  a->next = b;
  b->next = a;           /* a cycle: each is pointed to, but neither is reachable */
  head = a;
  head = 0;
  return 0;
}
