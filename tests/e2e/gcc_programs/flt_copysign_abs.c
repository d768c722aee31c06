/* copysign(x, 1) and (x < 0 ? -x : x) differ in the sign of zero and NaN */
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
  double x = __VERIFIER_nondet_double();
  double a = copysign(x, 1.0);
  double b = x < 0.0 ? -x : x;
  int sa = signbit(a) != 0, sb = signbit(b) != 0;
#ifdef BMC_REPLAY
  printf("x=%a\na=%a\nb=%a\nsa=%d\nsb=%d\n", x, a, b, sa, sb);
#endif
  assert(sa == sb);
  return 0;
}
