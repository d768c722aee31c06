/* unsigned int to float and to double */
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
  unsigned int u = __VERIFIER_nondet_uint();
  double d = u;
  float f = u;
  double fd = f;
#ifdef BMC_REPLAY
  printf("u=%u\nd=%a\nfd=%a\n", u, d, fd);
#endif
  assert(fd == d);
  return 0;
}
