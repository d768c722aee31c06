/* designated and positional struct initialisers with nondet members, zero-filled rest */
// BMC-OPTIONS: --unwind 1
#include <assert.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

struct item { int id; int qty; int price; int flags[2]; };

int main(void) {
  int q = __VERIFIER_nondet_int();
  int p = __VERIFIER_nondet_int();
  __VERIFIER_assume(q >= 0 && q <= 20 && p >= 1 && p <= 50);
  struct item a = { .price = p, .qty = q, .flags[1] = 3 };
  struct item b = { 2, q + 1 };
  int total = a.qty * a.price + b.qty + b.price + a.flags[0] + a.flags[1];
  int id = a.id + b.id;
#ifdef BMC_REPLAY
  printf("total=%d\nid=%d\nq=%d\np=%d\n", total, id, q, p);
#endif
  assert(total != 125);
  return 0;
}
