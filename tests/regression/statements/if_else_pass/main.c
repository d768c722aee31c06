#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int main(void) {
  int x = __VERIFIER_nondet_int();
  int y;
  if (x > 5)
    y = 1;
  else if (x < -5)
    y = 2;
  else
    y = 3;
  assert(y >= 1 && y <= 3);
  if (x > 5)
    assert(y == 1);
  if (x == 0)
    assert(y == 3);
  if (x < -5) {
    assert(y == 2);
  } else {
    assert(y != 2);
  }
  return 0;
}
