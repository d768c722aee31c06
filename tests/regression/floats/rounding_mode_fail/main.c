#include <assert.h>
#include <fenv.h>
int main(void) {
  fesetround(FE_UPWARD);
  double third = 1.0 / 3.0;
  fesetround(FE_TONEAREST);
  assert(third == 1.0 / 3.0);
  return 0;
}
