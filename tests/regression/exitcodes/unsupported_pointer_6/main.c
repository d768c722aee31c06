#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int main(void) {
  int x = 0;
  long a = (long)&x;
  assert(a != 0);
  return 0;
}
