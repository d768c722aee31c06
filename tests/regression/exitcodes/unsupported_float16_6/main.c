#include <assert.h>

/* binary16 (_Float16) is not modelled: refused, naming the type */
int main(void) {
  _Float16 q = 1.5;
  q = q * 2;
  assert(q == 3);
  return 0;
}
