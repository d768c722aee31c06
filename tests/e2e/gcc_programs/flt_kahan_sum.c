/* compensated (Kahan) summation and the naive sum differ */
// BMC-OPTIONS: --unwind 5
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
  float a[4];
  a[0] = 1.0f;
  for (int i = 1; i < 4; i++) {
    a[i] = __VERIFIER_nondet_float();
    __VERIFIER_assume(a[i] >= 0.0f && a[i] <= 0x1p-20f);
  }
  float naive = 0.0f, sum = 0.0f, comp = 0.0f;
  for (int i = 0; i < 4; i++) {
    naive += a[i];
    float y = a[i] - comp;
    float t = sum + y;
    comp = (t - sum) - y;
    sum = t;
  }
#ifdef BMC_REPLAY
  printf("naive=%a\nsum=%a\ncomp=%a\n", naive, sum, comp);
#endif
  assert(naive == sum);
  return 0;
}
