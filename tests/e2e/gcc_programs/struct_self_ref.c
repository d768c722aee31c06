/* stack-allocated nodes linked through pointers */
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
  struct node n1, n2, n3;
  n1.val = __VERIFIER_nondet_int();
  n2.val = __VERIFIER_nondet_int();
  n3.val = __VERIFIER_nondet_int();
  __VERIFIER_assume(n1.val >= 0 && n1.val < 10 && n2.val >= 0 && n2.val < 10);
  __VERIFIER_assume(n3.val >= 0 && n3.val < 10);
  n1.next = &n2;
  n2.next = &n3;
  n3.next = 0;
  int prod = 1;
  for (struct node *p = &n1; p != 0; p = p->next)
    prod = prod * 2 + p->val;
  n1.next->next->val = prod;
#ifdef BMC_REPLAY
  printf("prod=%d\nn3.val=%d\n", prod, n3.val);
#endif
  assert(prod != 29);
  return 0;
}
