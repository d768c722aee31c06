#include <assert.h>
#include <stdlib.h>
struct node { int val; struct node *next; };
int main(void) {
  struct node *list = malloc(sizeof(struct node));
  if (!list)
    return 0;
  list->val = 1;
  list->next = malloc(sizeof(struct node));
  if (!list->next)
    return 0;
  list->next->val = 2;
  list->next->next = NULL;
  int sum = 0;
  for (struct node *n = list; n; n = n->next)
    sum += n->val;
  assert(sum == 3);
  return 0;
}
