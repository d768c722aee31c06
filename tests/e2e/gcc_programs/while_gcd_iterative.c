/* iterative gcd with % in a loop */
// BMC-OPTIONS: --unwind 8
#include <assert.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
unsigned int __VERIFIER_nondet_uint(void);
void __VERIFIER_assume(int);

int main(void) {
  unsigned a = __VERIFIER_nondet_uint();
  unsigned b = __VERIFIER_nondet_uint();
  __VERIFIER_assume(a >= 1u && a <= 20u && b >= 1u && b <= 20u);
  unsigned p = a, q = b;
  int rounds = 0;
  while (q != 0u) {
    unsigned t = p % q;
    p = q;
    q = t;
    rounds++;
  }
#ifdef BMC_REPLAY
  printf("a=%u\nb=%u\np=%u\nq=%u\nrounds=%d\n", a, b, p, q, rounds);
#endif
  assert(!(p == 4u && rounds == 3));
  return 0;
}
