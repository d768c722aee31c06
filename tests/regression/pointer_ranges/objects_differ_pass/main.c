/* Pointers into two objects at the same small offset: different objects never compare
   equal, the same object at the same offset does. */
unsigned nondet_uint(void);
int main(void) {
  char a[4], b[4];
  unsigned k = nondet_uint(), m = nondet_uint();
  __CPROVER_assume(k < 4 && m < 4);
  char *p = a + k, *q = b + k, *r = a + m;
  __CPROVER_assert(p != q, "different objects differ");
  __CPROVER_assert((p == r) == (k == m), "same object: equal iff same offset");
  __CPROVER_assert(p + 1 != q + 1, "still different after moving");
  return 0;
}
