extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assert(int);
int main(void) {
  unsigned x = 0, y = 0;
  while (__VERIFIER_nondet_int()) {
    y = y + 2 * x + 1;
    x++;
  }
  __VERIFIER_assert(y == x * x);   /* true, but not k-inductive and no template says so */
  return 0;
}
