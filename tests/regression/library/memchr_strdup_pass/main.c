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
  const char *s = "abcd";
  assert(memchr(s, 'c', 4) == s + 2 && memchr(s, 'c', 2) == 0);
  char *d = strdup(s);
  assert(d != s && strcmp(d, s) == 0);
  free(d);
  return 0;
}
