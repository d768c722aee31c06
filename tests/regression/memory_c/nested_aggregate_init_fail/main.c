#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);
struct pt { short x, y; };
struct poly { int n; struct pt v[3]; };
struct poly shapes[2] = { { 2, { {1, 2}, {3, 4} } }, [1] = { .n = 3, .v[2].y = 9 } };
int main(void) {
  struct poly local[2] = { 1, 5, 6, 7, 8, 9, 10, 11, 12, 13 };
  assert(shapes[0].v[1].y == 4 && shapes[0].v[2].x == 0 && shapes[1].v[2].y == 9);
  assert(local[0].n == 1 && local[0].v[2].y == 10 && local[1].n == 11 && local[1].v[0].y == 13);
  assert(local[1].v[1].x == 0);
  assert(local[1].v[0].y == 12);
  return 0;
}
