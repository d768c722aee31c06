#include <string.h>
#include <assert.h>
int main(void) {
  char a[5];
  for (int i = 0; i < 5; i++) a[i] = (char)('a' + i);
  memmove(a + 1, a, 4);
  assert(a[4] == 'c');
  return 0;
}
