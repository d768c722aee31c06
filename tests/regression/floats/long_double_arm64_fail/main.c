#include <assert.h>
/* x87's 64-bit significand would lose 2^-70; binary128 keeps it, so the claim fails. */
int main(void) {
  long double big = 1.0L + 0x1p-70L;
  assert(big == 1.0L);
  return 0;
}
