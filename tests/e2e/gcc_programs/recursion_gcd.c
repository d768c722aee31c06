/* Euclid's algorithm, recursively */
// BMC-OPTIONS: --unwind 10
#include <assert.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

int gcd(int p, int q) {
  if (q == 0)
    return p;
  return gcd(q, p % q);
}

int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  __VERIFIER_assume(a >= 1 && a <= 30 && b >= 1 && b <= 30);
  int g = gcd(a, b);
#ifdef BMC_REPLAY
  printf("a=%d\nb=%d\ng=%d\n", a, b, g);
#endif
  assert(!(g == 7 && a != b && a > 20));
  return 0;
}
