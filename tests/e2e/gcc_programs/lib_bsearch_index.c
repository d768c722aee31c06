/* bsearch model: binary search over a sorted array for a nondeterministic key */
// BMC-OPTIONS: --unwind 5
#include <assert.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include <stdio.h>
char __VERIFIER_nondet_char(void);
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

static int cmp(const void *a, const void *b) {
  int x = *(const int *)a, y = *(const int *)b;
  return (x > y) - (x < y);
}

int main(void) {
  int a[6] = { 2, 3, 5, 7, 11, 13 };
  int wanted = __VERIFIER_nondet_int();
  int *p = bsearch(&wanted, a, 6, sizeof(int), cmp);
  int idx = p ? (int)(p - a) : -1;
#ifdef BMC_REPLAY
  printf("idx=%d\nwanted=%d\n", idx, wanted);
#endif
  assert(idx != 4);
  return 0;
}
