/* float arrays in a struct updated through a pointer */
// BMC-OPTIONS: --unwind 3
#include <assert.h>
#include <math.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
double __VERIFIER_nondet_double(void);
float __VERIFIER_nondet_float(void);
int __VERIFIER_nondet_int(void);
unsigned int __VERIFIER_nondet_uint(void);
void __VERIFIER_assume(int);

struct particle { float pos[2]; float vel[2]; };
static void step(struct particle *p, float dt) {
  for (int i = 0; i < 2; i++)
    p->pos[i] += p->vel[i] * dt;
}
int main(void) {
  struct particle q;
  for (int i = 0; i < 2; i++) {
    q.pos[i] = 1.0f;
    q.vel[i] = __VERIFIER_nondet_float();
    __VERIFIER_assume(q.vel[i] > 0.0f && q.vel[i] < 1.0f);
  }
  step(&q, 0.1f);
  float moved = q.pos[1] - 1.0f;
  float want = q.vel[1] * 0.1f;
#ifdef BMC_REPLAY
  printf("moved=%a\nwant=%a\n", moved, want);
#endif
  assert(moved == want);
  return 0;
}
