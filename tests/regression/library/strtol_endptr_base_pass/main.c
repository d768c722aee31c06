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
  const char *s = " 0x1fz";
  assert(strtol(s, &end, 16) == 31 && end == s + 5);
  assert(strtol(s, &end, 0) == 31 && *end == 'z');
  assert(strtol("0777", 0, 0) == 511);
  assert(strtol("z", &end, 36) == 35);
  const char *t = "-x";
  assert(strtol(t, &end, 10) == 0 && end == t);
  assert(strtoul("-1", 0, 10) == ULONG_MAX);
  return 0;
}
