int main(void) {
  int s = 0;
  for (int i = 0; i < 10; i++) s += i;
  __CPROVER_assert(s == 45, "sum");
  return 0;
}
