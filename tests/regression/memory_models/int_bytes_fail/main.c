#include <assert.h>
int main(void) {
  int x = 0x01020304;
  unsigned char *b = (unsigned char *)&x;
  b[3] = 0xff;
  assert(x == 0x010203ff);
  return 0;
}
