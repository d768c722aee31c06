/* (x + 1) - 1 in float: the result stays in range, but the sum rounds away x's last bit. */
#include <assert.h>

float __VERIFIER_nondet_float(void);
void __VERIFIER_assume(int);

int main(void) {
  float x = __VERIFIER_nondet_float();
  __VERIFIER_assume(x >= 1.0f && x <= 2.0f);
  float y = (x + 1.0f) - 1.0f;
  assert(y >= 1.0f && y <= 2.0f);   /* holds */
  assert(y == x);                   /* fails: with x's last bit set the sum rounds */
  return 0;
}
