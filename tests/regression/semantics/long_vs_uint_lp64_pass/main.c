#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


long __VERIFIER_nondet_long(void);

int main(void) {
  long l = __VERIFIER_nondet_long();
  __VERIFIER_assume(l < 0);
  unsigned u = 1;
  assert(l < u);
  return 0;
}
