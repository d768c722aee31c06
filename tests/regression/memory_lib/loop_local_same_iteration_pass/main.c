#include <assert.h>
int main(void) {
  int s = 0;
  for (int i = 0; i < 3; i++) {
    int x = i;
    int *p = &x;
    *p += 1;
    s += *p;
  }
  assert(s == 6);
  return 0;
}
