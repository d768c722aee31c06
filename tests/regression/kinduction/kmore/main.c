extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assert(int);
int main(void) {
  unsigned x = 0;
  while (__VERIFIER_nondet_int()) {
    x = x + 3;
    if (x > 100) x = 0;
    __VERIFIER_assert(x != 8);
  }
  return 0;
}
