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
  char buf[8];
  int n = snprintf(buf, sizeof buf, "%d", __VERIFIER_nondet_int());
  assert(n <= 10);   /* "-2147483648" has 11 characters */
  return 0;
}
