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
  const char *s = "hello";
  char c = __VERIFIER_nondet_char();
  char *p = strchr(s, c);
  if (p != 0) {
    assert(p >= s && p <= s + 5);
    assert(*p == c);
  } else {
    assert(c != 'l' && c != 0);
  }
  assert(strchr(s, 'l') == s + 2);
  return 0;
}
