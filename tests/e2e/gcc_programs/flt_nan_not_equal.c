/* NaN is not equal to itself */
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
  float x = __VERIFIER_nondet_float();
  int same = x == x;
#ifdef BMC_REPLAY
  printf("same=%d\n", same);
#endif
  assert(same);
  return 0;
}
