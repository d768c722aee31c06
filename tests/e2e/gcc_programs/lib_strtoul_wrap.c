/* strtoul model: a minus sign negates in the unsigned type; overflow clamps */
// BMC-OPTIONS: --unwind 24
#include <assert.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include <stdio.h>
char __VERIFIER_nondet_char(void);
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

int main(void) {
  char s[4] = { '-', '0', 0, 0 };
  s[1] = __VERIFIER_nondet_char();
  __VERIFIER_assume(s[1] >= '0' && s[1] <= '9');
  unsigned long u = strtoul(s, 0, 10);
  unsigned long big = strtoul("99999999999999999999", 0, 10);
  int low = (int)(u & 0xff);
  int clamped = big == (unsigned long)-1;
#ifdef BMC_REPLAY
  printf("low=%d\nclamped=%d\n", low, clamped);
#endif
  assert(!(low == 0xf9 && clamped));
  return 0;
}
