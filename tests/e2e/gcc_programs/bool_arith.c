/* _Bool operands promote to int */
// BMC-OPTIONS: --unwind 1
#include <assert.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
_Bool __VERIFIER_nondet_bool(void);

int main(void) {
  _Bool a = __VERIFIER_nondet_bool();
  _Bool b = __VERIFIER_nondet_bool();
  int s = a + b;
  _Bool t = a + b;
  int d = a - b;
#ifdef BMC_REPLAY
  printf("a=%d\nb=%d\ns=%d\nt=%d\nd=%d\n", a, b, s, t, d);
#endif
  assert(s != 2);
  return 0;
}
