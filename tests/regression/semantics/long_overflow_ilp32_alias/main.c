#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


long __VERIFIER_nondet_long(void);

int main(void) {
  long x = __VERIFIER_nondet_long();
  __VERIFIER_assume(x > 2147483600L && x <= 2147483647L);
  long y = x + 100;
  return (int)(y & 1);
}
