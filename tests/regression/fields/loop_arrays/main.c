// Loops writing arrays the property does not mention are summarised: a local array (the
// summary havocs it) and an array in memory written through a pointer (its field is
// untracked). Their bounds and pointer checks stay (in the summary's one arbitrary
// iteration). The loops run 100 times: --unwind 3 would cut them.
#include <assert.h>
struct dev { int state; unsigned count; };
struct dev D;
int ring[100];
int main(void) {
  int local[100];
  int *r = ring;
  for (unsigned i = 0; i < 100u; i++) {
    local[i] = (int)i;
    r[i] = local[i] + 1;
  }
  D.state = 1;
  assert(D.state == 1);
  return 0;
}
