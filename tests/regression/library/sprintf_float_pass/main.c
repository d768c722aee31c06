#include <stdio.h>
#include <assert.h>
extern float __VERIFIER_nondet_float(void);
extern void __VERIFIER_assume(int);

/* A temperature in [-99.9, 999.9] printed with one decimal fits in 6 characters and the
   terminator: sprintf's length of %.1f is exact, so the buffer of 7 is enough. */
int main(void) {
  float t = __VERIFIER_nondet_float();
  __VERIFIER_assume(t >= -99.9f && t <= 999.9f);
  char buf[7];
  int n = sprintf(buf, "%.1f", t);
  assert(n >= 3 && n <= 6);
  printf("%f %g %e %a %Lf\n", t, t, t, t, (long double)t);
  return 0;
}
