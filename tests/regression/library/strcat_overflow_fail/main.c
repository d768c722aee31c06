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
  char buf[6] = "ab";
  strcat(buf, "cdef");   /* 7 bytes with the terminator: one past buf */
  return 0;
}
