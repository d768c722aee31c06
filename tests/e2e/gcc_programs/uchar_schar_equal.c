/* unsigned char vs signed char with the same bits compare unequal */
// BMC-OPTIONS: --unwind 1
#include <assert.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
char __VERIFIER_nondet_char(void);
unsigned char __VERIFIER_nondet_uchar(void);

int main(void) {
  unsigned char a = __VERIFIER_nondet_uchar();
  signed char b = __VERIFIER_nondet_char();
  int eq = a == b;
  int same_bits = (unsigned char)b == a;
#ifdef BMC_REPLAY
  printf("a=%d\nb=%d\neq=%d\nsame_bits=%d\n", a, b, eq, same_bits);
#endif
  assert(!(eq == 0 && same_bits));
  return 0;
}
