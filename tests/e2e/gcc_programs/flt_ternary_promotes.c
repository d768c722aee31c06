/* a conditional with an int and a float arm has type float */
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
  int c = __VERIFIER_nondet_int();
  int big = 16777217;
  float f = 0.5f;
  double r = c ? big : f;     /* big converts to float first */
#ifdef BMC_REPLAY
  printf("r=%a\n", r);
#endif
  assert(r != 16777216.0);
  return 0;
}
