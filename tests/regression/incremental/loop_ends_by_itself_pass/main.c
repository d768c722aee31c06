unsigned char nondet_uchar(void);
int main(void) {
  unsigned char x = nondet_uchar();
  int n = 0;
  while (x > 1) {
    x = x / 2;
    n++;
  }
  __CPROVER_assert(n <= 7, "at most 7 halvings");
  return 0;
}
