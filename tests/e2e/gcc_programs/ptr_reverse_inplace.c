/* reversing an array with two pointers moving inwards */
// BMC-OPTIONS: --unwind 6
#include <assert.h>
#include <stdlib.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

void reverse(int *lo, int *hi) {
  while (lo < hi) {
    int t = *lo;
    *lo = *hi;
    *hi = t;
    lo++;
    hi--;
  }
}

int main(void) {
  int a[5];
  for (int i = 0; i < 5; i++) {
    a[i] = __VERIFIER_nondet_int();
    __VERIFIER_assume(a[i] >= 0 && a[i] < 10);
  }
  reverse(a, a + 4);
  int first = a[0], mid = a[2], last = a[4];
#ifdef BMC_REPLAY
  printf("first=%d\nmid=%d\nlast=%d\n", first, mid, last);
#endif
  assert(!(first == 9 && last == 1 && mid == 5));
  return 0;
}
