#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int main(void) {
  int a[3] = {0, 0, 0};
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  int q = x / y;
  int s = x + y;
  int t = x << y;
  a[x] = 1;

  assert(x != 2);
  return (q + s + t) & 1;
}
