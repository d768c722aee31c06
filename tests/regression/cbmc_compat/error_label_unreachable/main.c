int nondet_int(void);
int main(void) {
  int x = nondet_int();
  if (x > 0 && x < 0) {
  ERROR:
    return 1;
  }
  return 0;
}
