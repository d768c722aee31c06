#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


struct point {
  int x : 4, y : 4;
};

int main(void) {
  struct point p;
  p.x = 1;
  p.y = 2;
  assert(p.x + p.y == 3);
  return 0;
}
