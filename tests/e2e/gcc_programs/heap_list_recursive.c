/* recursive functions over a heap list */
// BMC-OPTIONS: --unwind 5
#include <assert.h>
#include <stdlib.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

struct node { int val; struct node *next; };

int length(struct node *n) {
  return n ? 1 + length(n->next) : 0;
}

int max_val(struct node *n) {
  if (!n->next)
    return n->val;
  int m = max_val(n->next);
  return n->val > m ? n->val : m;
}

int main(void) {
  struct node *head = 0;
  int count = __VERIFIER_nondet_int();
  __VERIFIER_assume(count >= 1 && count <= 3);
  for (int i = 0; i < count; i++) {
    struct node *n = malloc(sizeof(struct node));
    if (!n)
      return 0;
    n->val = __VERIFIER_nondet_int();
    __VERIFIER_assume(n->val >= 0 && n->val < 100);
    n->next = head;
    head = n;
  }
  int len = length(head);
  int mx = max_val(head);
#ifdef BMC_REPLAY
  printf("len=%d\nmx=%d\n", len, mx);
#endif
  assert(!(len == 3 && mx == 7));
  return 0;
}
