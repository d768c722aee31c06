#include <assert.h>
/* Newton's iteration for sqrt(2): close, but not exact */
int main(void) {
  double r = 1.0;
  for (int i = 0; i < 6; i++)
    r = 0.5 * (r + 2.0 / r);
  assert(r * r == 2.0);
  return 0;
}
