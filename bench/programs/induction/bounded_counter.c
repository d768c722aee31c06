extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assert(int);
int main(void) {
  int i = 0, sum = 0, n = __VERIFIER_nondet_int();
  if (n < 0 || n > 1000) return 0;
  while (i < n) {
    i++;
    sum += 2;
  }
  __VERIFIER_assert(i <= 1000);
  return 0;
}
