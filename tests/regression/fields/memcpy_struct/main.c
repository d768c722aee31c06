// Soundness: a struct copied whole with memcpy. The copy is a ranged memory operation
// symex performs itself, so the fields it touches are always tracked (never dropped),
// and the failure through the copied field is found.
#include <assert.h>
#include <string.h>
struct dev { int state; int limit; };
struct dev A, B;
int main(void) {
  A.state = 0;
  A.limit = 9;
  memcpy(&B, &A, sizeof(struct dev));
  if (B.limit > 7) {
    B.state = 1;
  }
  assert(B.state == 0);
  return 0;
}
