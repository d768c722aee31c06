#include <assert.h>
#include <math.h>
#include <stdlib.h>

extern double nondet_double(void);
extern int nondet_int(void);

int main(void) {
  double x = nondet_double();
  __CPROVER_assume(x > 0.0 && x < 100.0);
  int k = (int)floor(x + 0.5);
  assert(ceil(x) >= x);
  assert(trunc(x) <= x);
  int n = nondet_int();
  int m = n < 0 ? -n : n;
  assert(round(x) != 3.0);
  return k + abs(n) + m;
}
