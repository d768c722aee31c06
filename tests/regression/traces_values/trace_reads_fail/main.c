#include <assert.h>

int g = 1;
int a[3] = {5, 6, 7};

int main(void) {
  int i = 2;
  int t = g;
  g = g + a[i];
  int *p = &a[1];
  *p = *p * 2;
  assert(g + t == 0);
  return 0;
}
