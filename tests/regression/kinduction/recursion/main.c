extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assert(int);
int sum(int n) { return n <= 0 ? 0 : n + sum(n - 1); }
int main(void) {
  int n = __VERIFIER_nondet_int();
  int x = 0;
  while (x < 3 && __VERIFIER_nondet_int())
    x++;
  if (n > 2) n = 2;
  __VERIFIER_assert(sum(n) <= 3);
  return 0;
}
