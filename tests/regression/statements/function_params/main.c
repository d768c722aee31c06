#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int add3(int a, int b, int c) {
  a = a + b;
  return a + c;
}

void nothing(void) {
}

int twice(int v) {
  return add3(v, v, 0);
}

int main(void) {
  int x = 4;
  int r = add3(x, 2, 1);
  nothing();
  assert(r == 7 && x == 4);
  assert(twice(21) == 42);
  return 0;
}
