#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int main(void) {
  int x;
  x = 5;
  int a[3];
  for (int i = 0; i < 3; i++)
    a[i] = i;
  assert(x == 5 && a[0] == 0 && a[2] == 2);
  return 0;
}
