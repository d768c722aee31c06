// An index out of the array member's bounds reaches the next member (buf[4] is count in
// bmc's byte layout). The array member is a field of its own only while its indices are
// in bounds, so the abstraction keeps what an index out of bounds does: the write of A's
// untracked buf out of bounds reaches A's tracked count (assertion 1), and the read of B's
// tracked buf out of bounds is a fresh value, since B's count is untracked and its write
// dropped (assertion 2). Both assertions fail, with the abstraction as without.
#include <assert.h>
int __VERIFIER_nondet_int(void);
struct dev { int state; int buf[4]; int count; };
struct dev A, B;
int main(void) {
  struct dev *a = &A, *b = &B;
  a->count = 5;
  b->count = 5;
  int k = __VERIFIER_nondet_int();
  if (k < 0 || k > 4) return 0;
  a->buf[k] = 9;
  assert(a->count == 5);
  assert(b->buf[k] != 5);
  return 0;
}
