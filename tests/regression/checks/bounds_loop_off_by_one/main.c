#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int main(void) {
  int a[5];
  for (int i = 0; i <= 5; i++)
    a[i] = i;
  return a[0];
}
