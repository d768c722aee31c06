/* a loop counted by a double 0.1 step runs eleven times */
// BMC-OPTIONS: --unwind 12
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
  int n = 0;
  for (double t = 0.0; t < 1.0; t += 0.1)
    n++;
#ifdef BMC_REPLAY
  printf("n=%d\n", n);
#endif
  assert(n == 10);
  return 0;
}
