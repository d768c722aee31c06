#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int main(void) {
  int x = __VERIFIER_nondet_int();

  __VERIFIER_assume(x >= -128 && x <= 127);
  signed char c = (signed char)x;
  short s = x;
  return c + s;
}
