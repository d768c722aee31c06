/* Sheet 06, exercise 2 (solution): convert an amount of money to cents. */
#include <assert.h>

float __VERIFIER_nondet_float(void);
void __VERIFIER_assume(int);

int to_cents(float amount) {
  return (int)(amount * 100.0f);
}

int main(void) {
  float amount = __VERIFIER_nondet_float();
  __VERIFIER_assume(amount >= 0.0f && amount <= 1000000.0f);
  int cents = to_cents(amount);
  assert(cents >= 0);
  return 0;
}
