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
  __VERIFIER_assume(c >= -1 && c <= 255);
  assert(!isdigit(c) == !(c >= '0' && c <= '9'));
  assert(!isalnum(c) == !(isalpha(c) || isdigit(c)));
  assert(!isgraph(c) == !(isalnum(c) || ispunct(c)));
  assert(!isprint(c) == !(isgraph(c) || c == ' '));
  assert(!isupper(c) || (tolower(c) != c && toupper(tolower(c)) == c));
  assert(!isspace(c) || !isprint(c) || c == ' ');
  assert(!iscntrl(c) == !!isprint(c) || c < 0 || c > 127);
  assert(isxdigit('F') && !isxdigit('g') && ispunct('!') && !ispunct('a'));
  return 0;
}
