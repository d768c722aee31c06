#include <assert.h>
int main(void) {
  int x = 1, y = 7;
  int *p = &x, *q = &y;
  char *s = (char *)&p, *d = (char *)&q;
  for (int i = 0; i < 8; i++) d[i] = s[i];
  *q = 4;
  assert(y == 4);
  return 0;
}
