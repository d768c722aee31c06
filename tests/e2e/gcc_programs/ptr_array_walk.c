/* summing an array by walking a pointer */
// BMC-OPTIONS: --unwind 5
#include <assert.h>
#include <stdlib.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

int main(void) {
  int a[4];
  for (int i = 0; i < 4; i++) {
    a[i] = __VERIFIER_nondet_int();
    __VERIFIER_assume(a[i] >= -10 && a[i] <= 10);
  }
  int sum = 0;
  int *end = a + 4;
  for (int *p = a; p != end; p++)
    sum += *p * (int)(end - p);
#ifdef BMC_REPLAY
  printf("sum=%d\n", sum);
#endif
  assert(sum != 37);
  return 0;
}
