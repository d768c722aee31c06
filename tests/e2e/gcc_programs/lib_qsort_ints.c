/* qsort model: sorts nondeterministic ints with a function-pointer comparator */
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
  int a[4];
  for (int k = 0; k < 4; k++) {
    a[k] = __VERIFIER_nondet_int();
    __VERIFIER_assume(a[k] >= -5 && a[k] <= 5);
  }
  qsort(a, 4, sizeof(int), cmp);
  int s0 = a[0], s1 = a[1], s2 = a[2], s3 = a[3];
#ifdef BMC_REPLAY
  printf("s0=%d\ns1=%d\ns2=%d\ns3=%d\n", s0, s1, s2, s3);
#endif
  assert(!(s0 == -4 && s3 == 3 && s1 == s2 && s1 != 0));
  return 0;
}
