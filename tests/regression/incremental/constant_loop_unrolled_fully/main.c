unsigned nondet_uint(void);
int main(void) {
  int a[50];
  for (int i = 0; i < 50; i++)
    a[i] = i;
  unsigned k = nondet_uint();
  __CPROVER_assume(k < 3);
  unsigned s = 0;
  while (k > 0) {
    s += a[k];
    k--;
  }
  __CPROVER_assert(s <= 3, "small sum");
  return 0;
}
