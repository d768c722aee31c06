// A struct with an array member and scalar members: the array member is a field of its
// own (its elements share it), the other members stay fields of their own. The property is
// on state; buf and count are never tracked, and the program is proved. (Before, the
// element access d->buf[i], at an offset known only modulo 4, merged every member into one
// field, so state's field was buf's and count's too.)
#include <assert.h>
unsigned __VERIFIER_nondet_uint(void);
struct dev { int state; unsigned buf[8]; unsigned count; };
struct dev D;
int main(void) {
  struct dev *d = &D;
  d->state = 0;
  for (int i = 0; i < 8; i++)
    d->buf[i] = __VERIFIER_nondet_uint();
  unsigned k = __VERIFIER_nondet_uint();
  if (k < 8u)
    d->count = d->buf[k] + 1u;
  d->state = 1;
  assert(d->state == 1);
  return 0;
}
