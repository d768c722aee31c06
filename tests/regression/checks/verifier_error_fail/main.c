int __VERIFIER_nondet_int(void);

extern void __VERIFIER_error(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = x & 15;
  if (y == 9)
    __VERIFIER_error();
  return 0;
}
