/* do-while over decimal digits (unsigned / and %) */
// BMC-OPTIONS: --unwind 6
#include <assert.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
unsigned int __VERIFIER_nondet_uint(void);
void __VERIFIER_assume(int);

int main(void) {
  unsigned n = __VERIFIER_nondet_uint();
  __VERIFIER_assume(n < 100000u);
  unsigned m = n;
  int digits = 0;
  unsigned rev = 0;
  do {
    rev = rev * 10u + m % 10u;
    m /= 10u;
    digits++;
  } while (m != 0u);
#ifdef BMC_REPLAY
  printf("n=%u\nm=%u\ndigits=%d\nrev=%u\n", n, m, digits, rev);
#endif
  assert(!(digits == 3 && rev == 321u));
  return 0;
}
