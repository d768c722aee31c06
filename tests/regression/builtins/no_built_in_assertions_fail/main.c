#include <string.h>
int main(void) {
  char buf[4] = {'a', 'b', 'c', 'd'};
  char copy[4];
  memcpy(copy, buf, 8);
  __CPROVER_assert(copy[0] == 'b', "first");
  return 0;
}
