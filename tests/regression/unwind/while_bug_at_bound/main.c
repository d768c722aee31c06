#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int main(void) {
  int n = __VERIFIER_nondet_int();
  int i = 0;
  while (i < n) {
    i++;
    assert(i != 3);
  }
  return 0;
}
