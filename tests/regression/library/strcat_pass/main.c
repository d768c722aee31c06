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
  char buf[8] = "ab";
  char *r = strcat(buf, "cde");
  assert(r == buf);
  assert(strlen(buf) == 5 && buf[2] == 'c' && buf[4] == 'e' && buf[5] == 0);
  return 0;
}
