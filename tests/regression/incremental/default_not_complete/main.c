int nondet_int(void);
int main(void) {
  int rounds = 0;
  while (nondet_int()) {
    if (rounds < 1000)
      rounds++;
  }
  __CPROVER_assert(rounds <= 1000, "bounded");
  return 0;
}
