#include <assert.h>
int nondet_int(void);
int main(void) {
  int x = 0;
  for (;;) {
    if (nondet_int()) break;
    x = 1 - x;
    assert(x == 0 || x == 1);
  }
  return 0;
}
