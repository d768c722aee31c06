#include <string.h>
#include <assert.h>
int main(void) {
  char a[3], b[3];
  a[0] = b[0] = 1; a[1] = b[1] = 2; a[2] = 3; b[2] = 4;
  assert(memcmp(a, b, 3) == 0);
  return 0;
}
