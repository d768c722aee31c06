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
  char a[4] = { 'x', 'y', 'z', 'w' };   /* no terminator: strnlen stops at the bound */
  assert(strnlen(a, 4) == 4);
  assert(strnlen("ab", 4) == 2);
  return 0;
}
