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
  char *end;
  const char *s = "12ab";
  long v = strtol(s, &end, 10);
  assert(v == 12);
  assert(end == s + 4);   /* end stops at 'a' */
  return 0;
}
