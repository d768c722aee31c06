int __VERIFIER_nondet_int(void);
int main(void) {
  int x = 1;
  int *p = __VERIFIER_nondet_int() ? &x : (int *)0;
  return *p;
}
