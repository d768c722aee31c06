#include <assert.h>
#include <math.h>
int main(void) {
  double s = sin(0.5);
  /* holds for every value sin could return, but sin has no model: no proof */
  assert(s == s || isnan(s));
  return 0;
}
