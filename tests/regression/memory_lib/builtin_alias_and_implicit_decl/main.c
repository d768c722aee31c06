#include <assert.h>
int main(void) {
  char a[3], b[3];
  a[0] = 'x'; a[1] = 'y'; a[2] = 0;
  __builtin_memcpy(b, a, 3);
  assert(strlen(b) == 2);      /* implicitly declared: still the model */
  return 0;
}
