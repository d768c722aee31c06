#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int add(int a, int b) {
  return a + b;
}

int main(void) {
  int r = add(1);
  return r;
}
