/* int < unsigned converts the int to unsigned */
// BMC-OPTIONS: --unwind 1
#include <assert.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
unsigned int __VERIFIER_nondet_uint(void);
void __VERIFIER_assume(int);

int main(void) {
  int i = __VERIFIER_nondet_int();
  unsigned u = __VERIFIER_nondet_uint();
  __VERIFIER_assume(i < 0);
  int lt = i < u;
#ifdef BMC_REPLAY
  printf("i=%d\nu=%u\nlt=%d\n", i, u, lt);
#endif
  assert(!lt);
  return 0;
}
