/* compound assignment mixing int and float */
// BMC-OPTIONS: --unwind 1
#include <assert.h>
#include <math.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
double __VERIFIER_nondet_double(void);
float __VERIFIER_nondet_float(void);
int __VERIFIER_nondet_int(void);
unsigned int __VERIFIER_nondet_uint(void);
void __VERIFIER_assume(int);

int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n > 0 && n < 100000);
  float acc = 0.5f;
  acc *= n;
  acc -= 0.25f;
  acc /= 3;
  int k = n;
  k += 0.75;          /* int = int + double, truncated */
#ifdef BMC_REPLAY
  printf("acc=%a\nk=%d\n", acc, k);
#endif
  assert(acc * 3 + 0.25f != n * 0.5f || k != n);
  return 0;
}
