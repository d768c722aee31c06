#include <string.h>
#include <assert.h>
int main(void) {
  int x;
  long y[3];
  memset(&x, 0xff, sizeof x);
  assert(x == -1);
  memset(y, 0x01, sizeof y);
  assert(y[2] == 0x0101010101010101L);
  memset(&x, 0, 2);
  assert(x == (int)0xffff0000);
  return 0;
}
