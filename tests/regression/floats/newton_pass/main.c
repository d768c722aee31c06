#include <assert.h>
#include <math.h>
int main(void) {
  double r = 1.0;
  for (int i = 0; i < 6; i++)
    r = 0.5 * (r + 2.0 / r);
  assert(fabs(r * r - 2.0) <= 4.5e-16 && r != sqrt(2.0) && fabs(r - sqrt(2.0)) < 2.3e-16);
  return 0;
}
