#include <assert.h>
int main(void) {
  int a[3] = {1, 2, 3};
  int s = 0;
  for (int i = 0; i < 3; i++) {
    s += a[i];
  }
  assert(s == 7);
  return 0;
}
