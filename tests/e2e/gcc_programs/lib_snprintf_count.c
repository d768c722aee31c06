/* snprintf model: the returned count for widths, signs and precisions (size 0: no write) */
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
  int x = __VERIFIER_nondet_int();
  unsigned u = (unsigned)__VERIFIER_nondet_int();
  int n1 = snprintf(0, 0, "%d", x);
  int n2 = snprintf(0, 0, "[%+5d|%#x|%.3s]", x, u, "abcdef");
  int n3 = snprintf(0, 0, "%-4c%05u%%", 'q', u);
#ifdef BMC_REPLAY
  printf("n1=%d\nn2=%d\nn3=%d\n", n1, n2, n3);
#endif
  assert(!(n1 == 4 && n2 == 19 && n3 == 10));
  return 0;
}
