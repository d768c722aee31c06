/* a struct argument is a copy: the callee's changes stay local */
// BMC-OPTIONS: --unwind 1
#include <assert.h>
#include <stdlib.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

struct pt { int x; int y; };

int shift_and_sum(struct pt p, int d) {
  p.x += d;
  p.y -= d;
  return p.x * 10 + p.y;
}

int main(void) {
  struct pt q;
  q.x = __VERIFIER_nondet_int();
  q.y = __VERIFIER_nondet_int();
  __VERIFIER_assume(q.x >= 0 && q.x < 10 && q.y >= 0 && q.y < 10);
  int r = shift_and_sum(q, 2);
  int qx = q.x, qy = q.y;
#ifdef BMC_REPLAY
  printf("r=%d\nqx=%d\nqy=%d\n", r, qx, qy);
#endif
  assert(r != 55);
  return 0;
}
