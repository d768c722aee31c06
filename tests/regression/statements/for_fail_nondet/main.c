#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 4);
  int s = 0;
  for (int i = 0; i < n; i++)
    s += 2;
  assert(s != 6);
  return 0;
}
