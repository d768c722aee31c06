/* strtol model: base chosen nondeterministically, value and end pointer */
// BMC-OPTIONS: --unwind 8
#include <assert.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include <stdio.h>
char __VERIFIER_nondet_char(void);
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

int main(void) {
  const char *s = " 0x1f7g";
  int base = __VERIFIER_nondet_int();
  __VERIFIER_assume(base == 0 || base == 8 || base == 10 || base == 16 || base == 36);
  char *end;
  long v = strtol(s, &end, base);
  int used = (int)(end - s);
  long value = v;
#ifdef BMC_REPLAY
  printf("used=%d\nvalue=%ld\n", used, value);
#endif
  assert(!(used == 2 && value == 0));
  return 0;
}
