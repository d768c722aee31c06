#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int ext(void);

int main(void) {
  int r = ext();
  assert(r != 5);
  return 0;
}
