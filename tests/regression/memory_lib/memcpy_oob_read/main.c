#include <string.h>
int main(void) {
  char src[3];
  char dst[8];
  src[0] = src[1] = src[2] = 1;
  memcpy(dst, src, 4);
  return dst[0];
}
