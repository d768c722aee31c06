int __VERIFIER_nondet_int(void);
int main(void) {
  int a[4];
  int n = __VERIFIER_nondet_int();
  int *p = a + n;
  return p == a;
}
