#include <assert.h>
int main(void) {
  int x = 0;
  char *y = (char *)&x;
  y[1] = 1;
  assert(x == 0);
  return 0;
}
