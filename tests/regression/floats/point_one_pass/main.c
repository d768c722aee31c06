#include <assert.h>
#include <math.h>
int main(void) {
  double s = 0.1 + 0.2;
  assert(s != 0.3 && fabs(s - 0.3) < 1e-15);
  float f = 0.1f + 0.2f;
  assert(f == 0.3f);              /* in float the sum happens to round to 0.3f */
  return 0;
}
