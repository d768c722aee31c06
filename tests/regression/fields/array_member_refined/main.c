// The bug goes through the array member. Round 1 tracks state and count (the assertions
// mention them): the abstract counterexample of the first assertion reads buf[0] as 7,
// which it never is; the refinement adds the array member struct dev.buf[]. Round 2 finds
// the second assertion's failure, real: buf[j] is 7 when j == k.
#include <assert.h>
int __VERIFIER_nondet_int(void);
struct dev { int state; int buf[4]; int count; };
struct dev D;
int main(void) {
  struct dev *d = &D;
  int k = __VERIFIER_nondet_int();
  if (k < 1 || k > 3) return 0;
  d->buf[0] = 1;
  d->buf[k] = 7;
  d->state = 0;
  d->count = 0;
  if (d->buf[0] == 7) d->state = 1;
  assert(d->state == 0);
  int j = __VERIFIER_nondet_int();
  if (j >= 0 && j < 4 && d->buf[j] == 7) d->count = 1;
  assert(d->count == 0);
  return 0;
}
