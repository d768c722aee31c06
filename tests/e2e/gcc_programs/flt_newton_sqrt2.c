/* five Newton steps for sqrt(2) do not square back to 2 exactly */
// BMC-OPTIONS: --unwind 6
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
  double r = 1.0;
  for (int i = 0; i < 5; i++)
    r = (r + 2.0 / r) / 2.0;
  double sq = r * r;
#ifdef BMC_REPLAY
  printf("r=%a\nsq=%a\n", r, sq);
#endif
  assert(sq == 2.0);
  return 0;
}
