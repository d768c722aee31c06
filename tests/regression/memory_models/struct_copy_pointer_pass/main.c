#include <assert.h>
struct B { int *p; long tag; };
int main(void) {
  int x = 1, y = 2;
  struct B b, c;
  b.p = &y;
  b.tag = 5;
  c = b;
  *c.p = 3;
  assert(y == 3 && x == 1 && c.tag == 5);
  return 0;
}
