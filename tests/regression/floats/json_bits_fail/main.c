#include <assert.h>
int main(void) {
  double a = 0.1;
  float n = 0.0f / 0.0f;
  assert(a == n);
  return 0;
}
