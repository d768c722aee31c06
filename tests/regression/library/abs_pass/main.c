#include <assert.h>
#include <string.h>
#include <stdlib.h>
#include <stdio.h>
#include <ctype.h>
#include <limits.h>
#include <errno.h>
int __VERIFIER_nondet_int(void);
char __VERIFIER_nondet_char(void);
void __VERIFIER_assume(int);
int main(void) {
  int x = __VERIFIER_nondet_int();
  __VERIFIER_assume(x != INT_MIN);
  assert(abs(x) >= 0 && (abs(x) == x || abs(x) == -x));
  assert(labs(-5L) == 5 && llabs(-6LL) == 6);
  return 0;
}
