#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int main(void) {
  int i, j, s = 0;
  for (i = 0; i < 3; i++)
    s += 1;
  for (j = 0; j < 7; j++)
    s += 2;
  assert(s == 17);
  return 0;
}
