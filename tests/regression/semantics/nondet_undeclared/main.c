#include <assert.h>

int main(void) {
  int x = __VERIFIER_nondet_int();
  unsigned u = __VERIFIER_nondet_uint();
  assert(x != 5 || u != 7u);
  return 0;
}
