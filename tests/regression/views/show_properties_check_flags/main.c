#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int main(void) {
  int a[4] = {0, 1, 2, 3};
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  int q = x / y;
  unsigned u = (unsigned)x + 1u;
  assert(q != 3);
  return a[y] + (int)(u & 1u);
}
