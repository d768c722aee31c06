#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);
struct vec { int x, y; };
struct box { struct vec lo, hi; };
struct vec add(struct vec a, struct vec b) { struct vec r = { a.x + b.x, a.y + b.y }; return r; }
struct box grow(struct box b, int d) { b.hi.x += d; b.hi.y += d; return b; }
int main(void) {
  int d = __VERIFIER_nondet_int();
  __VERIFIER_assume(d >= 0 && d <= 100);
  struct box b = { { 0, 0 }, { 2, 3 } };
  struct box c = grow(b, d);
  struct vec s = add(c.lo, c.hi);
  assert(b.hi.x == 2);
  assert(s.x == 2 + d && s.y == 3 + d);
  return 0;
}
