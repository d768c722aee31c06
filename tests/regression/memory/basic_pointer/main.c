#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int main(void) {
  int x = 0;
  int *p = &x;
  *p = 1;
  assert(x == 1);
  return 0;
}
