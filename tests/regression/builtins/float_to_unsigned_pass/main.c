/* gcc 12 on x86-64 (-O0 and -O2) prints 4294967291 44 0 18446744073709551615 */
double nondet_double(void);
int main(void) {
  double d = nondet_double();
  __CPROVER_assume(d == -5.0);
  unsigned u = (unsigned)d;
  __CPROVER_assert(u == 4294967291u, "(unsigned)-5.0");
  unsigned char c = (unsigned char)(d * -60.0);
  __CPROVER_assert(c == 44, "(unsigned char)300.0");
  short s = (short)(d * -2e9);
  __CPROVER_assert(s == 0, "(short)1e10");
  unsigned long ul = (unsigned long)(d / 5.0);
  __CPROVER_assert(ul == 18446744073709551615ul, "(unsigned long)-1.0");
  return 0;
}
