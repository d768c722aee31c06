#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int main(void) {
  int n = 0;
  while (__VERIFIER_nondet_int())
    n++;
  return 0;
}
