/* in-place reversal with two indices */
// BMC-OPTIONS: --unwind 7
#include <assert.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

int main(void) {
  int a[6];
  for (int k = 0; k < 6; k++) {
    a[k] = __VERIFIER_nondet_int();
    __VERIFIER_assume(a[k] >= 0 && a[k] <= 9);
  }
  int lo = 0, hi = 5;
  while (lo < hi) {
    int tmp = a[lo];
    a[lo] = a[hi];
    a[hi] = tmp;
    lo++;
    hi--;
  }
  int checksum = 0;
  for (int k = 0; k < 6; k++)
    checksum += a[k] * (k + 1);
  int x0 = a[0];
  int x5 = a[5];
#ifdef BMC_REPLAY
  printf("lo=%d\nhi=%d\nchecksum=%d\nx0=%d\nx5=%d\n", lo, hi, checksum, x0, x5);
#endif
  assert(!(checksum == 100 && x0 == 9));
  return 0;
}
