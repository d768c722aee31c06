#include <assert.h>
#include <math.h>
int main(void) {
  double a = 0.1;
  double b = -0.0;
  double c = -INFINITY;
  float d = 1.0f / 3.0f;
  double e = 0x1p-1074;
  long double f = 2.5L;
  assert(a + b + d + e + f < 0.0 || c > 0.0);
  return 0;
}
