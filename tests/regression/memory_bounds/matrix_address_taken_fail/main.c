/* A 2-D local whose address is taken (it lives in memory): a[i][j] past the row. */
int __VERIFIER_nondet_int(void);

int main(void) {
  int a[2][3];
  int *first = &a[0][0];
  *first = 0;
  int i = __VERIFIER_nondet_int();
  int j = __VERIFIER_nondet_int();
  if (i != 0 || j < 0 || j > 3)
    return 0;
  a[i][j] = 1;
  return *first;
}
