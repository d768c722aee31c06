extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assert(int);
int main(void) {
  int x = 0;
  while (__VERIFIER_nondet_int()) {
    if (x < 10)
      x++;
    __VERIFIER_assert(x <= 10);
  }
  __VERIFIER_assert(x <= 10);
  return 0;
}
