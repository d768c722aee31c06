/* the average of three values in an array */
// BMC-OPTIONS: --unwind 4
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
  double a[3];
  for (int i = 0; i < 3; i++) {
    a[i] = __VERIFIER_nondet_double();
    __VERIFIER_assume(a[i] >= 0.0 && a[i] <= 10.0);
  }
  double avg = (a[0] + a[1] + a[2]) / 3.0;
#ifdef BMC_REPLAY
  printf("avg=%a\n", avg);
#endif
  assert(avg <= 9.5);
  return 0;
}
