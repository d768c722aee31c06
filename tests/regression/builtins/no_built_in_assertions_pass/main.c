#include <string.h>
int main(void) {
  char buf[4] = {'a', 'b', 'c', 'd'};
  char copy[4];
  memcpy(copy, buf, 4);
  __CPROVER_assert(copy[3] == 'd', "last");
  return 0;
}
