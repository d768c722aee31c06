/* reversing a heap linked list in place */
// BMC-OPTIONS: --unwind 4
#include <assert.h>
#include <stdlib.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

struct node { int val; struct node *next; };

struct node *push(struct node *head, int v) {
  struct node *n = malloc(sizeof(struct node));
  if (!n)
    exit(0);
  n->val = v;
  n->next = head;
  return n;
}

struct node *reverse(struct node *h) {
  struct node *prev = 0;
  while (h) {
    struct node *nx = h->next;
    h->next = prev;
    prev = h;
    h = nx;
  }
  return prev;
}

int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  __VERIFIER_assume(a >= 0 && a < 50 && b >= 0 && b < 50);
  struct node *l = push(push(push(0, a), b), a + b);
  l = reverse(l);
  int h0 = l->val, h1 = l->next->val, h2 = l->next->next->val;
#ifdef BMC_REPLAY
  printf("h0=%d\nh1=%d\nh2=%d\n", h0, h1, h2);
#endif
  assert(!(h0 == 7 && h2 == 19));
  return 0;
}
