#include <string.h>
#include <assert.h>
int main(void) {
  int x;
  memset(&x, 0xff, sizeof x);
  assert(x == 255);
  return 0;
}
