#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int twice(int a) {
  return a * 2;
}

int main(void) {
  int x = __VERIFIER_nondet_int();
  int r = twice(x);
  return r & 1;
}
