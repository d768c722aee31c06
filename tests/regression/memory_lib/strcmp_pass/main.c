#include <string.h>
#include <assert.h>
int main(void) {
  char a[4], b[4], c[3];
  a[0] = 'a'; a[1] = 'b'; a[2] = 'c'; a[3] = 0;
  b[0] = 'a'; b[1] = 'b'; b[2] = 'd'; b[3] = 0;
  c[0] = 'a'; c[1] = 'b'; c[2] = 0;
  assert(strcmp(a, a) == 0);
  assert(strcmp(a, b) < 0);
  assert(strcmp(b, a) > 0);
  assert(strcmp(c, a) < 0);
  assert(strcmp(a, c) > 0);
  return 0;
}
