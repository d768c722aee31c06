/* long double in memory: the 80-bit x87 format with the explicit integer bit */
#include <string.h>
int main(void) {
  long double x = 0.1L;
  unsigned char b[16];
  memcpy(b, &x, sizeof x);
  __CPROVER_assert(b[0] == 0xcd && b[1] == 0xcc && b[7] == 0xcc, "significand");
  __CPROVER_assert(b[8] == 0xfb && b[9] == 0x3f, "sign and exponent");
  long double one = 1.0L;
  memcpy(b, &one, sizeof one);
  __CPROVER_assert(b[7] == 0x80 && b[6] == 0, "explicit integer bit");
  return 0;
}
