/* a function updates fields through a struct pointer */
// BMC-OPTIONS: --unwind 1
#include <assert.h>
#include <stdlib.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

struct account { int balance; int ops; int overdrawn; };

void withdraw(struct account *a, int amount) {
  a->balance -= amount;
  a->ops++;
  if (a->balance < 0)
    a->overdrawn = 1;
}

int main(void) {
  struct account acc;
  acc.balance = 100;
  acc.ops = 0;
  acc.overdrawn = 0;
  int w1 = __VERIFIER_nondet_int();
  int w2 = __VERIFIER_nondet_int();
  __VERIFIER_assume(w1 >= 0 && w1 <= 100 && w2 >= 0 && w2 <= 100);
  withdraw(&acc, w1);
  withdraw(&acc, w2);
#ifdef BMC_REPLAY
  printf("acc.balance=%d\nacc.ops=%d\nacc.overdrawn=%d\n", acc.balance, acc.ops, acc.overdrawn);
#endif
  assert(!(acc.overdrawn && acc.balance == -7));
  return 0;
}
