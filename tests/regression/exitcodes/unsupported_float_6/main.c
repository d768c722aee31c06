#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int main(void) {
  double d = 1.5;
  d = d * 2.0;
  assert(d == 3.0);
  return 0;
}
