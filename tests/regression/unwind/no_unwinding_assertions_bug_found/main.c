#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int main(void) {
  int x = __VERIFIER_nondet_int();
  int i = 0;
  while (__VERIFIER_nondet_int()) {
    i++;
    assert(x + i != 100);
  }
  return 0;
}
