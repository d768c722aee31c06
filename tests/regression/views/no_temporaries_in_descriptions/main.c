#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int twice(int v) {
  return v * 2;
}

int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  __VERIFIER_assume(x > -1000 && x < 1000);
  return twice(x) - y;
}
