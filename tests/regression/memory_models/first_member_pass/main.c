#include <assert.h>
struct inner { int a; int b; };
struct outer { struct inner in; long tail; };
int main(void) {
  struct outer o;
  o.in.a = 1;
  o.in.b = 2;
  o.tail = 3;
  int *first = (int *)&o;
  *first = 10;
  struct inner *i = &o.in;
  assert(i->a == 10 && o.in.a == 10 && o.tail == 3);
  return 0;
}
