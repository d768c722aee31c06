#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int main(void) {
  int n = 0;
  do {
    n++;
  } while (0);
  assert(n == 1);
  return 0;
}
