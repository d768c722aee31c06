/* Pointers into one object at small offsets: equal when the offsets are. */
unsigned nondet_uint(void);
int main(void) {
  char a[4], b[4];
  unsigned k = nondet_uint(), m = nondet_uint();
  __CPROVER_assume(k < 4 && m < 4);
  char *p = a + k, *q = b + k, *r = a + m;
  __CPROVER_assert(p != q, "different objects differ");
  __CPROVER_assert(p != r, "p differs from r");
  return 0;
}
