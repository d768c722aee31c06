/* bubble sort of four inputs */
// BMC-OPTIONS: --unwind 5
#include <assert.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

int main(void) {
  int a[4];
  for (int k = 0; k < 4; k++) {
    a[k] = __VERIFIER_nondet_int();
    __VERIFIER_assume(a[k] >= 0 && a[k] <= 20);
  }
  for (int p = 0; p < 3; p++)
    for (int q = 0; q < 3 - p; q++)
      if (a[q] > a[q + 1]) {
        int t = a[q];
        a[q] = a[q + 1];
        a[q + 1] = t;
      }
  int s0 = a[0], s1 = a[1], s2 = a[2], s3 = a[3];
#ifdef BMC_REPLAY
  printf("s0=%d\ns1=%d\ns2=%d\ns3=%d\n", s0, s1, s2, s3);
#endif
  assert(!(s0 == 3 && s3 == 17 && s1 == s2));
  return 0;
}
