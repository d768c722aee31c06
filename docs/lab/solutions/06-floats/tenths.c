/* Sheet 06, exercise 1 (solution): ten steps of a tenth make a whole. */
#include <assert.h>
#include <math.h>

int main(void) {
  double t = 0.0;
  for (int i = 0; i < 10; i++)
    t += 0.1;
  assert(fabs(t - 1.0) < 1e-9);
  return 0;
}
