#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int main(void) {
  int r = -1 < 1u;
  assert(r == 0);
  assert(-1 < 1);
  assert((unsigned char)-1 > 1);
  assert(-1L < 1u);
  unsigned short us = 1;
  assert(-1 < us);
  return 0;
}
