/* --replace-call-with-contract reset: reset has requires/ensures but no assigns clause, so
   its frame is the inferred one (the alias class of devs, and the global resets). What it
   may write is havocked: the caller may rely on the postcondition (state == 0) and on what
   lies outside the frame (local, untouched), but not on resets. */
#include <assert.h>

struct dev { int state; int count; };
struct dev devs[2];
int resets;
int untouched = 5;

void reset(struct dev *d)
__CPROVER_requires(d != 0)
__CPROVER_ensures(d->state == 0)
{
  d->state = 0;
  d->count = 0;
  resets++;
}

int main(void) {
  int local = 3;
  devs[1].state = 9;
  reset(&devs[1]);
  assert(devs[1].state == 0);
  assert(local == 3);
  assert(untouched == 5);
  assert(resets == 1);
  return 0;
}
