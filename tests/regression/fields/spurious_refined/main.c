// The abstract program (only dev.state tracked) lets p->limit be anything, so the
// assignment p->state = 1 looks reachable; the same path with every field concrete is
// infeasible (limit is 5), and struct dev.limit is the one field that refutes it.
#include <assert.h>
int __VERIFIER_nondet_int(void);
struct dev { int a; int b; int c; int state; int limit; };
struct dev D;
int main(void) {
  struct dev *p = &D;
  p->a = __VERIFIER_nondet_int();
  p->b = 2;
  p->c = p->a;
  p->limit = 5;
  p->state = 0;
  if (p->limit > 7) {
    p->state = 1;
  }
  assert(p->state == 0);
  return 0;
}
