unsigned nondet_uint(void);
int main(void) {
  unsigned n = nondet_uint(), m = nondet_uint();
  __CPROVER_assume(n <= 2 && m <= 9);
  unsigned i = 0, j = 0;
  while (i < n) i++;
  while (j < m) j++;
  __CPROVER_assert(i + j <= 11, "sum of trip counts");
  return 0;
}
