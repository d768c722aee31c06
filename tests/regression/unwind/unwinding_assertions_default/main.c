#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int main(void) {
  int i = 0;
  while (i < 10)
    i++;
  assert(i == 10);
  return 0;
}
