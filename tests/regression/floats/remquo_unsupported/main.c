#include <assert.h>
#include <math.h>
int main(void) {
  int q;
  /* remquo writes quotient bits through a pointer: no model, never a guess */
  double r = remquo(7.0, 2.0, &q);
  assert(r == -1.0 && (q & 7) == 4);
  return 0;
}
