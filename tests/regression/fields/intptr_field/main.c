// Soundness: a field written through an int * aimed at it (seed example E08's shape,
// property on another field). &x->limit and y touch the same bytes: one field, so when
// the refinement tracks it, the write through y is kept.
#include <assert.h>
struct S { int state; int limit; } s;
int main(void) {
  struct S *x = &s;
  x->limit = 1;
  int *y = &x->limit;
  *y = 9;
  x->state = 0;
  if (x->limit > 7) {
    x->state = 1;
  }
  assert(x->state == 0);
  return 0;
}
