#include <string.h>
#include <assert.h>
int main(void) {
  unsigned char buf[8];
  int x;
  memset(buf + 2, 7, 5);
  memset(&x, 0, sizeof x);
  assert(buf[6] != 7 || x != 0);
  return 0;
}
