#include <assert.h>
int main(void) {
  int x = 0;
  char *y = (char *)&x;
  y[1] = 1;
  y[0] = 2;
  assert(x == 258);
  short *z = (short *)&x;
  assert(z[1] == 0 && *z == 258);
  return 0;
}
