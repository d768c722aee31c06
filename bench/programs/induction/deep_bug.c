extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assert(int);
int main(void) {
  unsigned x = 0;
  while (__VERIFIER_nondet_int()) {
    x++;
    __VERIFIER_assert(x != 20);
  }
  return 0;
}
