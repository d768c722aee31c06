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
  int a[3];
  for (int i = 0; i < 3; i++) {
    a[i] = __VERIFIER_nondet_int();
    __VERIFIER_assume(a[i] >= -8 && a[i] < 8);
  }
  int sum = a[0] + a[1] + a[2];
  qsort(a, 3, sizeof(int), cmp);
  assert(a[0] <= a[1] && a[1] <= a[2]);
  assert(sum == a[0] + a[1] + a[2]);
  return 0;
}
