/* a heap array of input length filled and summed */
// BMC-OPTIONS: --unwind 5
#include <assert.h>
#include <stdlib.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 1 && n <= 4);
  int *a = malloc(n * sizeof(int));
  if (!a)
    return 0;
  for (int i = 0; i < n; i++)
    a[i] = (i + 1) * (i + 1);
  int sum = 0;
  for (int i = 0; i < n; i++)
    sum += a[i];
  int lastv = a[n - 1];
  free(a);
#ifdef BMC_REPLAY
  printf("n=%d\nsum=%d\nlastv=%d\n", n, sum, lastv);
#endif
  assert(sum != 14);
  return 0;
}
