unsigned nondet_uint(void);
int main(void) {
  unsigned x = nondet_uint();
  unsigned steps = 0;
  while (x > 0) {
    x--;
    steps++;
  }
  __CPROVER_assert(x == 0, "x reaches zero");
  return 0;
}
