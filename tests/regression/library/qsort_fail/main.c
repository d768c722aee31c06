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
  int a[3] = { 2, __VERIFIER_nondet_int(), 0 };
  qsort(a, 3, sizeof(int), cmp);
  assert(a[1] == 2);   /* not when the input is below 2 */
  return 0;
}
