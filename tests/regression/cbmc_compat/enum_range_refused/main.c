int nondet_int(void);
int main(void) {
  int x = nondet_int();
  if (x > 10)
    __CPROVER_assert(x < 5, "x small");
  return 0;
}
