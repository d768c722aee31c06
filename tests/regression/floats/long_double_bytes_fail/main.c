/* an x87 "unnormal" (integer bit clear) read from memory is an invalid operand: NaN */
#include <string.h>
int main(void) {
  unsigned char b[16] = {0};
  b[9] = 0x3f; b[8] = 0xff;               /* exponent of 1.0, integer bit 0 */
  long double x;
  memcpy(&x, b, sizeof x);
  int ok = x == x;
  /* gcc's x87 code reads this as NaN, so it is not equal to itself */
  __CPROVER_assert(ok, "round trip");
  return 0;
}
