#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int main(void) {
  int i, s = 0;
  for (i = 0; i < 5; i++)
    s += i;

  assert(i != 5);
  return 0;
}
