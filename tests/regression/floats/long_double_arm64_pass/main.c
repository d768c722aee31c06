#include <assert.h>
#include <float.h>
/* On AArch64 Linux long double is IEEE binary128: 16 bytes, 113-bit significand. */
int main(void) {
  long double third = 1.0L / 3;
  assert(sizeof(long double) == 16);
  assert(LDBL_MANT_DIG == 113);
  assert(third != (long double)(1.0 / 3));
  assert((double)third == 1.0 / 3);
  assert(1.0L + 0x1p-112L != 1.0L);
  return 0;
}
