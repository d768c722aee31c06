#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int main(void) {
  int s = 0;
  for (int i = 0; i < 4; i++)
    s += i * i;
  assert(s == 14);
  return 0;
}
