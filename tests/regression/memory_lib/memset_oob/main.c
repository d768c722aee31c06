#include <string.h>
int main(void) {
  char c[4];
  memset(c, 0, 5);
  return c[0];
}
