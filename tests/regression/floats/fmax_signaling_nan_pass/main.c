/* glibc (x86-64) fmin/fmax with NaN operands: a quiet NaN gives the other operand; a
   signaling NaN, or two NaNs, give a NaN (x + y: the first NaN operand quieted; which
   operand is first is not asserted, since gcc may swap the arguments of these builtins). */
#include <assert.h>
#include <math.h>
#include <string.h>
#include <stdint.h>
double __VERIFIER_nondet_double(void);
float __VERIFIER_nondet_float(void);

int main(void) {
  uint64_t sbits = 0x7ff0000000000001ULL, qbits = 0x7ff8000000000002ULL;
  double s, q;
  memcpy(&s, &sbits, sizeof s);
  memcpy(&q, &qbits, sizeof q);
  double x = __VERIFIER_nondet_double();
  double a = fmax(x, q), b = fmin(q, x);
  assert(isnan(x) || (a == x && b == x));
  double c = fmax(s, 1.0), d = fmin(-1.0, s), e = fmax(q, s), g = fmin(s, q);
  uint64_t cb, db;
  memcpy(&cb, &c, 8); memcpy(&db, &d, 8);
  assert(cb == 0x7ff8000000000001ULL && db == 0x7ff8000000000001ULL);
  assert(isnan(e) && isnan(g));
  float f = __VERIFIER_nondet_float();
  float m = fmaxf(f, 2.0f);
  assert(!isnan(m) || (isnan(f) && !(*(uint32_t *)&f & 0x00400000u)));
  return 0;
}
