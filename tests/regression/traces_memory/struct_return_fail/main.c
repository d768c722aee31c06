#include <assert.h>
struct pt { int x; int y; };
struct pt mirror(struct pt p) {
  struct pt r;
  r.x = p.y;
  r.y = -p.x;
  return r;
}
int main(void) {
  struct pt a;
  a.x = 3;
  a.y = 4;
  struct pt b = mirror(a);
  assert(b.y != -3);
  return 0;
}
