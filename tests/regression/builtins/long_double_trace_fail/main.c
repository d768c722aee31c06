long double nondet_ld(void);
int main(void) {
  long double big = 1e309L, tiny = 3.6e-4951L;   /* the smallest x87 subnormal, 2^-16445 */
  long double x = nondet_ld();
  __CPROVER_assume(x > 1e4000L);
  __CPROVER_assert(x < big || tiny == 0, "big");
  return 0;
}
