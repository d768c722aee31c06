/* realloc model: the first min(old, new) bytes survive the move */
// BMC-OPTIONS: --unwind 17
#include <assert.h>
#include <stdlib.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

int main(void) {
  int *arr = malloc(2 * sizeof(int));
  if (!arr) return 0;
  arr[0] = __VERIFIER_nondet_int();
  arr[1] = __VERIFIER_nondet_int();
  __VERIFIER_assume(arr[0] > -100 && arr[0] < 100 && arr[1] > -100 && arr[1] < 100);
  int *big = realloc(arr, 4 * sizeof(int));
  if (!big) return 0;
  big[2] = big[0] + big[1];
  big[3] = big[0] - big[1];
  int e2 = big[2];
  int e3 = big[3];
  free(big);
#ifdef BMC_REPLAY
  printf("e2=%d\ne3=%d\n", e2, e3);
#endif
  assert(!(e2 == 7 && e3 == 91));
  return 0;
}
