/* array filled with inputs in a loop */
// BMC-OPTIONS: --unwind 6
#include <assert.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

int main(void) {
  int a[5];
  int sum = 0, evens = 0;
  for (int k = 0; k < 5; k++) {
    a[k] = __VERIFIER_nondet_int();
    __VERIFIER_assume(a[k] >= 0 && a[k] <= 30);
  }
  for (int k = 0; k < 5; k++) {
    sum += a[k];
    if (a[k] % 2 == 0)
      evens++;
  }
  int first = a[0];
  int last = a[4];
#ifdef BMC_REPLAY
  printf("sum=%d\nevens=%d\nfirst=%d\nlast=%d\n", sum, evens, first, last);
#endif
  assert(!(sum == 100 && evens == 5));
  return 0;
}
