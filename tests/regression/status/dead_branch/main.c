#include <assert.h>
int nondet_int(void);
int main(void) {
  int x = nondet_int();
  if (x > 0) {
    assert(x > 0);
  }
  if (x > 0 && x < 0) {
    assert(x == 7);
  }
  return 0;
}
