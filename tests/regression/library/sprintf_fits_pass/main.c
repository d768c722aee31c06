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
  char buf[5];
  unsigned x = (unsigned)__VERIFIER_nondet_int();
  __VERIFIER_assume(x < 10000);
  int n = sprintf(buf, "%u", x);
  assert(n >= 1 && n <= 4 && buf[n] == 0);
  return 0;
}
