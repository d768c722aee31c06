#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int main(void) {
  int x = __VERIFIER_nondet_int();
  assert(x != 17);
  while (__VERIFIER_nondet_int())
    x++;
  return 0;
}
