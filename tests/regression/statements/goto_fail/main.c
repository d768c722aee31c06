#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int main(void) {
  int x = __VERIFIER_nondet_int();
  int r = 0;
  if (x > 10)
    goto big;
  r = 1;
  goto out;
big:
  r = 2;
out:
  assert(r == 1);
  return 0;
}
