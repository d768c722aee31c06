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
  int c = __VERIFIER_nondet_int();
  __VERIFIER_assume(c >= 0 && c <= 127);
  assert(!(isalpha(c) && isxdigit(c) && isupper(c)));   /* 'A'..'F' */
  return 0;
}
