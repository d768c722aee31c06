#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int main(void) {
  int s = 0;
  for (int i = 0; i < 20; i++)
    s += i;
  assert(s == 190);
  return 0;
}
