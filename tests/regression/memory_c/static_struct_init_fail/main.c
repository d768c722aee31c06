#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);
int counter = 5;
struct node { int value; struct node *next; int *ref; };
struct node tail = { 2, 0, &counter };
struct node head = { .value = 1, .next = &tail };
int main(void) {
  int sum = 0;
  for (struct node *n = &head; n; n = n->next)
    sum += n->value;
  assert(sum == 3 && head.ref == 0 && *tail.ref == 5);
  assert(*head.ref == 5);
  return 0;
}
