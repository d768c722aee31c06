/* two results through out-parameters */
// BMC-OPTIONS: --unwind 4
#include <assert.h>
#include <stdlib.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

void minmax(int *v, int n, int *lo, int *hi) {
  *lo = v[0];
  *hi = v[0];
  for (int i = 1; i < n; i++) {
    if (v[i] < *lo)
      *lo = v[i];
    if (v[i] > *hi)
      *hi = v[i];
  }
}

int main(void) {
  int v[3];
  for (int i = 0; i < 3; i++) {
    v[i] = __VERIFIER_nondet_int();
    __VERIFIER_assume(v[i] >= -20 && v[i] <= 20);
  }
  int lo, hi;
  minmax(v, 3, &lo, &hi);
  int spread = hi - lo;
#ifdef BMC_REPLAY
  printf("lo=%d\nhi=%d\nspread=%d\n", lo, hi, spread);
#endif
  assert(!(spread == 33 && lo == -13));
  return 0;
}
