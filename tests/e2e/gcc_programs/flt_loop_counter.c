/* ten additions of 0.1f do not give 1.0f */
// BMC-OPTIONS: --unwind 11
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
  float f = 0.0f;
  for (int i = 0; i < 10; i++)
    f += 0.1f;
#ifdef BMC_REPLAY
  printf("f=%a\n", f);
#endif
  assert(f == 1.0f);
  return 0;
}
