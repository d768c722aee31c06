#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int main(void) {
  int x = (int)(_Float16)2.5;   /* binary16 is not modelled */
  assert(x == 2);
  return 0;
}
