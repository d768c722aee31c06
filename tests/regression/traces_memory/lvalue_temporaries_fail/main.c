#include <assert.h>
int next(int *i) { return (*i)++; }
int main(void) {
  int a[4];
  int *p = a;
  int i = 0;
  *p++ = 5;
  p[i++] = 6;
  a[next(&i)] = 7;
  assert(a[0] + a[1] + a[2] != 18);
  return 0;
}
