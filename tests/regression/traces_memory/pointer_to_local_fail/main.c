#include <assert.h>
int main(void) {
  int x = 1;
  int y;
  int *q = &x;
  *q = 7;
  y = x * 2;
  assert(y != 14);
  return 0;
}
