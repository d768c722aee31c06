#include <assert.h>

/* binary128 (__float128) is not modelled: refused, naming the type */
int main(void) {
  __float128 q = 1.5;
  q = q * 2;
  assert(q == 3);
  return 0;
}
