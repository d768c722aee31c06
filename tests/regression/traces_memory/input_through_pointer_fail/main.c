#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);
void read_into(int *dst) { *dst = __VERIFIER_nondet_int(); }
int main(void) {
  int x;
  int y[2];
  read_into(&x);
  read_into(&y[1]);
  __VERIFIER_assume(x > 0 && x < 10);
  __VERIFIER_assume(y[1] == x + 3);
  assert(x * y[1] != 18);
  return 0;
}
