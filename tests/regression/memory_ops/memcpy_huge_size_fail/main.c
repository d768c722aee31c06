#include <string.h>
int main(void) {
  char a[4], b[4];
  memcpy(a, b, (size_t)0 - 2);     /* wraps around the offsets: still out of bounds */
  return 0;
}
