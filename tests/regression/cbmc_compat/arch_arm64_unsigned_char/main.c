#include <limits.h>
int main(void) {
  char c = (char)200;
  __CPROVER_assert(c > 0, "plain char is unsigned");
  __CPROVER_assert(CHAR_MIN == 0, "CHAR_MIN");
  return 0;
}
