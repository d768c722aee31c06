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
  assert(atoi("42") == 42);
  assert(atoi("  -17xyz") == -17);
  char d = __VERIFIER_nondet_char();
  __VERIFIER_assume(d >= '0' && d <= '9');
  char s[4] = { '+', '7', d, 0 };
  assert(atoi(s) == 70 + (d - '0'));
  return 0;
}
