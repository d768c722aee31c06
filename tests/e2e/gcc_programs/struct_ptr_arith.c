/* pointer arithmetic over an array of structs */
// BMC-OPTIONS: --unwind 5
#include <assert.h>
#include <stdlib.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

struct pair { int key; int val; };

int main(void) {
  struct pair t[4];
  for (int i = 0; i < 4; i++) {
    t[i].key = i * i;
    t[i].val = __VERIFIER_nondet_int();
    __VERIFIER_assume(t[i].val > -5 && t[i].val < 5);
  }
  struct pair *end = t + 4;
  int acc = 0;
  for (struct pair *p = end; p > t; ) {
    p--;
    acc = acc * 3 + p->val + p->key;
  }
  long span = end - t;
#ifdef BMC_REPLAY
  printf("acc=%d\nspan=%ld\n", acc, span);
#endif
  assert(acc != 300);
  return 0;
}
