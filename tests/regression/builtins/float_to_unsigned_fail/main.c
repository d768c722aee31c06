double nondet_double(void);
int main(void) {
  double d = nondet_double();
  __CPROVER_assume(d > -10.0 && d < 0.0);
  unsigned u = (unsigned)d;
  __CPROVER_assert(u == 0, "zero");
  return 0;
}
