/* unsigned shifts drop bits; k in range */
// BMC-OPTIONS: --unwind 1
#include <assert.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
unsigned int __VERIFIER_nondet_uint(void);
void __VERIFIER_assume(int);

int main(void) {
  unsigned x = __VERIFIER_nondet_uint();
  int k = __VERIFIER_nondet_int();
  __VERIFIER_assume(k >= 0 && k < 32);
  unsigned s = x << k;
  unsigned t = x >> k;
#ifdef BMC_REPLAY
  printf("x=%u\nk=%d\ns=%u\nt=%u\n", x, k, s, t);
#endif
  assert(!(s == 0x80000000u && k == 4));
  return 0;
}
