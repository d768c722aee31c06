/* gcc 12 -m32 -O0 (x87 fistp): 0 (fistps 16 bits, then the low byte), -32768, 4294967291 */
double nondet_double(void);
int main(void) {
  double d = nondet_double();
  __CPROVER_assume(d == 70000.0);
  signed char c = (signed char)d;
  __CPROVER_assert(c == 0, "(signed char)70000.0");
  short s = (short)d;
  __CPROVER_assert(s == -32768, "(short)70000.0");
  unsigned long u = (unsigned long)(d / -14000.0);
  __CPROVER_assert(u == 4294967291u, "(unsigned long)-5.0");
  return 0;
}
