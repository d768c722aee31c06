#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int main(void) {
  int x = (int)(__float128)2.5;   /* binary128 is not modelled */
  assert(x == 2);
  return 0;
}
