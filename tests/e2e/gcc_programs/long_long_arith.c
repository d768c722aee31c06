/* 64-bit multiplication and division */
// BMC-OPTIONS: --unwind 1
#include <assert.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
long long __VERIFIER_nondet_longlong(void);
void __VERIFIER_assume(int);

int main(void) {
  long long x = __VERIFIER_nondet_longlong();
  __VERIFIER_assume(x > -1000000000000LL && x < 1000000000000LL);
  long long y = x * 1000003LL;
  long long w = y / 1000LL;
#ifdef BMC_REPLAY
  printf("x=%lld\ny=%lld\nw=%lld\n", x, y, w);
#endif
  assert(!(y > 3000000000000LL && (y & 0xFF) == 0x2A));
  return 0;
}
