#include <string.h>
#include <assert.h>
int main(void) {
  char a[5];
  for (int i = 0; i < 5; i++) a[i] = (char)('a' + i);
  memmove(a + 1, a, 4);
  assert(a[0] == 'a' && a[1] == 'a' && a[2] == 'b' && a[3] == 'c' && a[4] == 'd');
  memmove(a, a + 2, 3);
  assert(a[0] == 'b' && a[1] == 'c' && a[2] == 'd');
  return 0;
}
