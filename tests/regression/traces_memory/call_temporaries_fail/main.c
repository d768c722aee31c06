#include <assert.h>
int __VERIFIER_nondet_int(void);
struct pt { int x; int y; };
struct pt make(int x, int y) { struct pt r; r.x = x; r.y = y; return r; }
int dot(struct pt a, struct pt b) { return a.x * b.x + a.y * b.y; }
int twice(int v) { return 2 * v; }
int main(void) {
  int d = dot(make(1, 2), make(3, twice(4)));
  int e = twice(__VERIFIER_nondet_int());
  assert(d + e != 21);
  return 0;
}
