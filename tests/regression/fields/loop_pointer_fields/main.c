// Loops writing struct fields through pointers and calling a function that writes memory
// are summarised when those fields are untracked: the first two loops write dev->count
// and dev->errors only (through d, and in account); the property is on dev->state, which
// the third loop writes (in set_state): that loop is not summarised, and --verbosity 2
// says why.
#include <assert.h>
struct dev { int state; unsigned count; unsigned errors; };
struct dev D;
void account(struct dev *d, unsigned n) {
  d->count = d->count + n;
  if (n % 7u == 0u)
    d->errors = d->errors + 1u;
}
void set_state(struct dev *d, int s) {
  d->state = s;
}
int main(void) {
  struct dev *d = &D;
  for (unsigned i = 0; i < 50u; i++) {
    d->count = d->count * 3u + i;
  }
  for (unsigned j = 0; j < 50u; j++) {
    account(d, j);
  }
  for (int k = 0; k < 2; k++) {
    set_state(d, k + 1);
  }
  assert(d->state == 2);
  return 0;
}
