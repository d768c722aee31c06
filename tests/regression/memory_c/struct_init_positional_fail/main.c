#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);
struct point { int x; int y; char tag; };
int main(void) {
  struct point p = { 3, -4, 'p' };
  struct point q = { 7 };
  assert(p.x == 3 && p.y == -4 && p.tag == 'p');
  assert(q.x == 7 && q.y == 0 && q.tag == 0);
  assert(q.y == 7);
  return 0;
}
