#include <assert.h>
int main(void) {
  int x = 0x01020304;
  unsigned char *b = (unsigned char *)&x;
  b[0] = 0xff;
  assert(x == 0x010203ff);
  assert(b[3] == 1);
  return 0;
}
