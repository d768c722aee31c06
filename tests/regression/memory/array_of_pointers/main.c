#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int main(void) {
  int a = 1, b = 2;
  int *ps[2];
  ps[0] = &a;
  ps[1] = &b;
  assert(*ps[0] + *ps[1] == 3);
  return 0;
}
