/* Tutorial: integer overflow and conversions. */
int __VERIFIER_nondet_int(void);
unsigned __VERIFIER_nondet_uint(void);

int main(void) {
  int price = __VERIFIER_nondet_int();
  int count = __VERIFIER_nondet_int();
  if (price < 0 || count < 0 || count > 100)
    return 0;
  int total = price * count;
  unsigned len = __VERIFIER_nondet_uint();
  unsigned last = len - 1;
  char byte = total;
  return byte + (last > 10);
}
