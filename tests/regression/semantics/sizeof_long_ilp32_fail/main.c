#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int main(void) {
  assert(sizeof(long) == 8);
  return 0;
}
