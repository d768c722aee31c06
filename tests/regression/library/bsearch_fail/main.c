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
static int cmp(const void *a, const void *b) {
  int x = *(const int *)a, y = *(const int *)b;
  return (x > y) - (x < y);
}

int main(void) {
  int a[5] = { 1, 3, 5, 7, 9 };
  int k = __VERIFIER_nondet_int();
  int *p = bsearch(&k, a, 5, sizeof(int), cmp);
  assert(p == 0);   /* fails for the keys in the array */
  return 0;
}
