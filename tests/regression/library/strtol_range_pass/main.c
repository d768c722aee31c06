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
  errno = 0;
  assert(strtol("99999999999999999999", 0, 10) == LONG_MAX && errno == ERANGE);
  errno = 0;
  assert(strtol("-9223372036854775808", 0, 10) == LONG_MIN && errno == 0);
  return 0;
}
