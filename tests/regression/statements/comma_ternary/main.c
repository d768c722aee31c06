#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  int m = x > y ? x : y;
  assert(m >= x && m >= y);
  int k = (x = 3, x + 4);
  assert(k == 7 && x == 3);
  int t = k > 5 ? k < 10 ? 1 : 2 : 3;
  assert(t == 1);
  int u = (y = 0) ? 10 : 20;
  assert(u == 20 && y == 0);
  return 0;
}
