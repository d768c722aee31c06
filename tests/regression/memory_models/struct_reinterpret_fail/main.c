#include <assert.h>
struct A { long x; };
struct B { int *p; };
extern long __VERIFIER_nondet_long(void);
int main(void) {
  int x = 1, y = 2;
  struct A a; struct B b;
  a.x = __VERIFIER_nondet_long();
  b.p = &y;
  *(struct A *)&b = a;
  *b.p = 3;
  assert(y == 3 || x == 1);
  return 0;
}
