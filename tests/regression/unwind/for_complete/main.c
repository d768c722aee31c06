#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int main(void) {
  int i, s = 0;
  for (i = 0; i < 5; i++)
    s += i;

  assert(s == 10);
  return 0;
}
