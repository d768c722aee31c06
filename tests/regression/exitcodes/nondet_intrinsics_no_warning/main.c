#include <assert.h>
int __VERIFIER_nondet_int(void);
unsigned __VERIFIER_nondet_uint(void);
_Bool __VERIFIER_nondet_bool(void);
void __VERIFIER_assume(int);

int main(void) {
  int x = __VERIFIER_nondet_int();
  unsigned u = __VERIFIER_nondet_uint();
  _Bool b = __VERIFIER_nondet_bool();
  __VERIFIER_assume(x > 0);
  assert(x > 0 && u >= 0u && b <= 1);
  return 0;
}
