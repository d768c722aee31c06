// Soundness: a field written through a union member of another type. The two members
// overlap, so they are one field (accessed at two types: always tracked); the write
// through the other member is never dropped.
#include <assert.h>
union word { unsigned u; unsigned char b[4]; };
struct dev { int state; union word w; };
struct dev D;
int main(void) {
  D.w.u = 0;
  D.w.b[0] = 5;
  if (D.w.u == 5u) {
    D.state = 1;
  }
  assert(D.state == 0);
  return 0;
}
