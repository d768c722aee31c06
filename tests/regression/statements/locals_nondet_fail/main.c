#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int main(void) {
  int x;
  int a[3];
  assert(x != 42);
  assert(a[1] == 0);
  return 0;
}
