int g = 5;
const int c = 3;
int main(void) {
  static int s = 7;
  __CPROVER_assert(c == 3, "const keeps its value");
  __CPROVER_assert(g == 5 && s == 7, "initialisers");
  return 0;
}
