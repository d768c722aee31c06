#include <assert.h>
/* a floating loop counter: 0.1 added ten times stays below 1.0 in double */
int main(void) {
  int n = 0;
  for (double x = 0.0; x < 1.0; x += 0.1)
    n++;
  assert(n == 10);
  return 0;
}
