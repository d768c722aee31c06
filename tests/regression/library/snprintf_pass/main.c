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
  int x = __VERIFIER_nondet_int();
  __VERIFIER_assume(x >= -99 && x <= 999);
  int n = snprintf(buf, sizeof buf, "%d!", x);
  assert(n >= 2 && n <= 4);
  assert(buf[3] == 0 || buf[n] == 0);
  assert(strlen(buf) == (n < 4 ? (size_t)n : 3));
  assert(snprintf(buf, sizeof buf, "%s-%x", "ab", 255u) == 5 && strlen(buf) == 3);
  assert(snprintf(0, 0, "%+06d", 7) == 6);
  return 0;
}
