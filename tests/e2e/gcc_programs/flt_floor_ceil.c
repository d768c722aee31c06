/* ceil and floor differ by one off the integers */
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
  __VERIFIER_assume(x > -1e6 && x < 1e6);
  double c = ceil(x), f = floor(x), t = trunc(x);
#ifdef BMC_REPLAY
  printf("x=%a\nc=%a\nf=%a\nt=%a\n", x, c, f, t);
#endif
  assert(c - f != 1.0 || t == f);
  return 0;
}
