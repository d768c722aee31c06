#include <assert.h>
int main(void) {
  double a = 0.1;
  double b = 0.2;
  double s = a + b;
  assert(s == 0.3);
  return 0;
}
