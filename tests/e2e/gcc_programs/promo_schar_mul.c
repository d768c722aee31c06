/* signed char * signed char is an int multiplication (no overflow at -128 * -128) */
// BMC-OPTIONS: --unwind 1
#include <assert.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
char __VERIFIER_nondet_char(void);

int main(void) {
  signed char a = __VERIFIER_nondet_char();
  signed char b = __VERIFIER_nondet_char();
  int p = a * b;
  signed char q = a * b;
#ifdef BMC_REPLAY
  printf("a=%d\nb=%d\np=%d\nq=%d\n", a, b, p, q);
#endif
  assert(p != 16384);
  return 0;
}
