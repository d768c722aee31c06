#include <stdio.h>
int main(void) {
  int c = getchar();
  __CPROVER_assert(c == c, "same");
  int n = printf("%d\n", c);
  return n > 100;
}
