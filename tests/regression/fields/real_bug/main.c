// A real bug found through the abstraction: the abstract counterexample (state tracked,
// and limit, which a pointer check guarded by it mentions) is checked on the same path
// with every field concrete and reported with the concrete trace.
#include <assert.h>
int __VERIFIER_nondet_int(void);
struct dev { int a; int b; int c; int state; int limit; };
struct dev D;
int main(void) {
  struct dev *p = &D;
  p->a = __VERIFIER_nondet_int();
  p->b = 2;
  p->c = 3;
  p->limit = __VERIFIER_nondet_int();
  p->state = 0;
  if (p->limit > 7 && p->a == 3) {
    p->state = 1;
  }
  assert(p->state == 0);
  return 0;
}
