/* 0.1 + 0.2 is not 0.3 in double */
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
  double a = 0.1, b = 0.2;
  double s = a + b;
#ifdef BMC_REPLAY
  printf("s=%a\n", s);
#endif
  assert(s == 0.3);
  return 0;
}
