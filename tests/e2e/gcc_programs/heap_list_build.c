/* building a linked list on the heap and summing it */
// BMC-OPTIONS: --unwind 4
#include <assert.h>
#include <stdlib.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

struct node { int val; struct node *next; };

int main(void) {
  struct node *head = 0;
  for (int i = 0; i < 3; i++) {
    struct node *n = malloc(sizeof(struct node));
    if (!n)
      return 0;
    n->val = __VERIFIER_nondet_int();
    __VERIFIER_assume(n->val >= 0 && n->val < 10);
    n->next = head;
    head = n;
  }
  int weighted = 0, pos = 1;
  for (struct node *p = head; p; p = p->next) {
    weighted += pos * p->val;
    pos++;
  }
  int first = head->val;
  while (head) {
    struct node *nx = head->next;
    free(head);
    head = nx;
  }
#ifdef BMC_REPLAY
  printf("weighted=%d\nfirst=%d\n", weighted, first);
#endif
  assert(!(weighted == 25 && first == 9));
  return 0;
}
