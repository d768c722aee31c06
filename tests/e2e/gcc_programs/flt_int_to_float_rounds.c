/* int to float rounds above 2^24 */
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
  __VERIFIER_assume(n > 16777216 && n < 1073741824);
  float f = n;
  int back = (int)f;
#ifdef BMC_REPLAY
  printf("n=%d\nf=%a\nback=%d\n", n, f, back);
#endif
  assert(back == n);
  return 0;
}
