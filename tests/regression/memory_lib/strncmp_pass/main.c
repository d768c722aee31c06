#include <string.h>
#include <assert.h>
int main(void) {
  char a[4], b[4];
  a[0] = 'a'; a[1] = 'b'; a[2] = 'c'; a[3] = 0;
  b[0] = 'a'; b[1] = 'b'; b[2] = 'z'; b[3] = 0;
  assert(strncmp(a, b, 2) == 0);
  assert(strncmp(a, b, 3) < 0);
  assert(strncmp(a, b, 0) == 0);
  b[2] = 'c';
  assert(strncmp(a, b, 10) == 0);   /* stops at the terminator */
  return 0;
}
