/* Sheet 04, exercise 1 (solution): build a linked list and free it. */
#include <assert.h>
#include <stdlib.h>

int __VERIFIER_nondet_int(void);

struct node {
  int value;
  struct node *next;
};

struct node *push(struct node *head, int value) {
  struct node *n = malloc(sizeof *n);
  n->value = value;
  n->next = head;
  return n;
}

int main(void) {
  struct node *head = NULL;
  for (int i = 0; i < 3; i++)
    head = push(head, __VERIFIER_nondet_int());
  int count = 0;
  for (struct node *p = head; p != NULL; p = p->next)
    count++;
  assert(count == 3);
  while (head != NULL) {
    struct node *next = head->next;
    free(head);
    head = next;
  }
  return 0;
}
