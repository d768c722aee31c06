#include <assert.h>
int main(void) {
  int a[4];
  int *p = a;
  int *end = a + 4;
  int *q = 0;
  while (p != end) {
    *p = (int)(end - p);
    p++;
  }
  q = &a[2];
  char *c = (char *)&a[1];
  c[1] = 1;
  assert(*q + a[1] != 261);
  return 0;
}
