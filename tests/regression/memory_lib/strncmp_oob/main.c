#include <string.h>
int main(void) {
  char a[2], b[2];
  a[0] = 'a'; a[1] = 'b';
  b[0] = 'a'; b[1] = 'b';
  return strncmp(a, b, 3);
}
