/* float and double members of a struct */
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

struct pt { float a; double b; };
int main(void) {
  struct pt s;
  s.a = __VERIFIER_nondet_float();
  s.b = s.a * 2.0;
  double b = s.b;
#ifdef BMC_REPLAY
  printf("b=%a\n", b);
#endif
  assert(b != 3.0);
  return 0;
}
