// A loop whose body touches no tracked field (it only computes a local) is summarised:
// the locals it writes get fresh values. The loop runs 1000 times; --unwind 3 would cut
// it, but the summary needs no unwinding, so the paths after it are checked and the
// property is proved (without the abstraction: INCONCLUSIVE, not fully unwound; see
// ../loop_plain_inconclusive).
#include <assert.h>
struct dev { int state; unsigned count; };
struct dev D;
int main(void) {
  unsigned sum = 0;
  for (unsigned i = 0; i < 1000u; i++) {
    sum = sum + i % 7u;
  }
  D.count = sum;
  D.state = 1;
  assert(D.state == 1);
  return 0;
}
