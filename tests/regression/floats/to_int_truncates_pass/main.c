#include <assert.h>
double __VERIFIER_nondet_double(void);
int main(void) {
  double x = __VERIFIER_nondet_double();
  __CPROVER_assume(x > -1000.0 && x < 1000.0);
  int i = (int)x;
  assert(i <= 999 && i >= -999);
  assert(x >= 0 ? i <= x && x < i + 1 : i >= x && x > i - 1);
  assert((int)-2.7 == -2 && (unsigned char)255.9 == 255);
  assert((long long)1e18 == 1000000000000000000LL && (_Bool)0.0 == 0 && (_Bool)-0.0 == 0);
  assert((_Bool)0.25 == 1);
  return 0;
}
