#include <assert.h>
int __VERIFIER_nondet_int(void);
double half(x) double x; { return x / 2; }   /* no prototype: a float argument becomes double */
int main(void) {
  float f = 1.0f;
  f++; f += 0.5f; --f; f *= 4; f /= 2; f -= 0.5f;
  assert(f == 2.5f);
  int i = 7;
  double d = i / 2, e = i / 2.0, g = -e;
  assert(d == 3.0 && e == 3.5 && g == -3.5);
  int c = __VERIFIER_nondet_int();
  double t = c ? 1 : 0.5f;
  assert(t == 1.0 || t == 0.5);
  assert(half(3.0f) == 1.5 && !0.0 && !!0.5 && (0.5 && 2) && (0.0 || -0.0) == 0);
  long double l = 1; l /= 3; assert(l * 3 == 1 && (double)l != l);
  unsigned long long big = 18446744073709551615ull;
  double bd = big;
  assert(bd == 18446744073709551616.0);
  return 0;
}
