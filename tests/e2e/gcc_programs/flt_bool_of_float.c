/* a float converts to _Bool by != 0, to int by truncation */
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
  __VERIFIER_assume(x > -10.0f && x < 10.0f);
  _Bool b = x;
  int i = (int)x;
  int nb = !x;
#ifdef BMC_REPLAY
  printf("x=%a\nb=%d\ni=%d\nnb=%d\n", x, b, i, nb);
#endif
  assert(b == (i != 0));
  return 0;
}
