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
  char buf[4];
  unsigned x = (unsigned)__VERIFIER_nondet_int();
  __VERIFIER_assume(x < 10000);
  sprintf(buf, "%u", x);   /* 4 digits and the terminator do not fit */
  return 0;
}
