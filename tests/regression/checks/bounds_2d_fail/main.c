#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int m[2][3];

int main(void) {
  int j = __VERIFIER_nondet_int();
  __VERIFIER_assume(j >= 0 && j <= 3);
  m[1][j] = 7;
  return 0;
}
