#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int main(void) {
  int x = (int)2.5;
  assert(x == 2);
  return 0;
}
