/* fmax of a signaling NaN and a number is a NaN in glibc, not the number */
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
  double y = fmax(x, 1.0);
  double z = fmin(-1.0, x);
  int nan_y = isnan(y) != 0, nan_z = isnan(z) != 0;
#ifdef BMC_REPLAY
  printf("y=%a\nz=%a\nnan_y=%d\nnan_z=%d\n", y, z, nan_y, nan_z);
#endif
  assert(!nan_y || !nan_z);
  return 0;
}
