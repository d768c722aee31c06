// A bug after a summarised loop is still found: the loop writes only the untracked
// dev->count (through a pointer, and in bump), so round 1 summarises it; the abstract
// counterexample is re-checked on the program itself, where it is real.
#include <assert.h>
struct dev { int state; unsigned count; };
struct dev D;
void bump(struct dev *d, unsigned n) {
  d->count = d->count + n;
}
int main(void) {
  struct dev *d = &D;
  for (unsigned i = 0; i < 4u; i++) {
    bump(d, i);
  }
  d->state = 3;
  assert(d->state != 3);
  return 0;
}
