#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int sum(int n) {
  int s = 0;
  for (int k = 0; k < n; k++)
    s += k;
  return s;
}

int main(void) {
  int a = sum(3);
  int b = sum(3);
  assert(a == 3 && b == 3);
  return 0;
}
