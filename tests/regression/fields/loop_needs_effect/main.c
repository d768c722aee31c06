// A counterexample that needs the effect of a summarised loop. The loop writes an array
// in memory (untracked) and the local n; its summary gives n any value, so both
// assertions fail in round 1. The one of assertion 1 is spurious (n is 8 after the loop):
// the refinement keeps the loop (un-summarises it, with the reason), and round 2 proves
// assertion 1; assertion 2 fails for real, with a concrete trace.
#include <assert.h>
struct dev { int state; unsigned count; };
struct dev D;
unsigned ring[8];
int main(void) {
  unsigned n = 0;
  unsigned *r = ring;
  for (unsigned i = 0; i < 4u; i++) {
    r[i] = i;
    n = n + 2u;
  }
  if (n > 8u)
    D.state = 1;
  if (n == 8u)
    D.state = 2;
  assert(D.state != 1);
  assert(D.state != 2);
  return 0;
}
