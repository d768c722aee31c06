#include <assert.h>
char __VERIFIER_nondet_char(void);

int main(void) {
  signed char m = __VERIFIER_nondet_char();
  int n = -m;
  assert(n <= 128 && n >= -127);
  return 0;
}
