#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int main(void) {
  int r = -1 < 1u;
  assert(-1 < 1u);
  return r;
}
