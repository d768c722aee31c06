/* inserting three keys into a binary search tree on the heap */
// BMC-OPTIONS: --unwind 4
#include <assert.h>
#include <stdlib.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

struct tree { int key; struct tree *left; struct tree *right; };

struct tree *insert(struct tree *t, int key) {
  struct tree *n = malloc(sizeof(struct tree));
  if (!n)
    exit(0);
  n->key = key;
  n->left = 0;
  n->right = 0;
  if (!t)
    return n;
  struct tree *cur = t;
  while (1) {
    if (key < cur->key) {
      if (!cur->left) {
        cur->left = n;
        break;
      }
      cur = cur->left;
    } else {
      if (!cur->right) {
        cur->right = n;
        break;
      }
      cur = cur->right;
    }
  }
  return t;
}

int main(void) {
  struct tree *t = 0;
  for (int i = 0; i < 3; i++) {
    int k = __VERIFIER_nondet_int();
    __VERIFIER_assume(k >= 0 && k < 10);
    t = insert(t, k);
  }
  int depth = 1;
  if (t->left && (t->left->left || t->left->right))
    depth = 3;
  else if (t->right && (t->right->left || t->right->right))
    depth = 3;
  else if (t->left || t->right)
    depth = 2;
  int rootkey = t->key;
#ifdef BMC_REPLAY
  printf("depth=%d\nrootkey=%d\n", depth, rootkey);
#endif
  assert(!(depth == 3 && rootkey == 5));
  return 0;
}
