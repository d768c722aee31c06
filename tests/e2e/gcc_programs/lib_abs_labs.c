/* abs/labs models: absolute values away from the minimum */
// BMC-OPTIONS: --unwind 1
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
  __VERIFIER_assume(x > -1000 && x < 1000);
  long y = (long)x * 100000;
  int ax = abs(x);
  long ay = labs(y);
  int diff = (int)(ay / 100000) - ax;
#ifdef BMC_REPLAY
  printf("ax=%d\ndiff=%d\n", ax, diff);
#endif
  assert(!(ax == 123 && x < 0));
  return 0;
}
