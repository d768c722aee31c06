extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assert(int);
int main(void) {
  int i = 0, s = 0;
  while (__VERIFIER_nondet_int()) {
    int j = 0;
    while (j < 5 && __VERIFIER_nondet_int()) {
      j++;
      if (s < 100)
        s++;
    }
    if (i < 1000)
      i++;
    __VERIFIER_assert(s <= 100);
  }
  __VERIFIER_assert(i <= 1000 && s <= 100);
  return 0;
}
