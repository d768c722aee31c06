/* a float equal to 0.1f is not equal to the double 0.1 */
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
  float f = __VERIFIER_nondet_float();
  int hit = 0;
  if (f == 0.1f)
    hit = f == 0.1;
#ifdef BMC_REPLAY
  printf("f=%a\nhit=%d\n", f, hit);
#endif
  assert(f != 0.1f || hit);
  return 0;
}
