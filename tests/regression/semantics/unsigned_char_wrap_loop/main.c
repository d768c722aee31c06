#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int main(void) {
  unsigned char i;
  int n = 0;
  for (i = 250; i != 4; i++)
    n++;
  assert(n == 10 && i == 4);
  return 0;
}
