/* free one object, allocate another: the new one holds only what is written */
// BMC-OPTIONS: --unwind 1
#include <assert.h>
#include <stdlib.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

int main(void) {
  int *a = malloc(2 * sizeof(int));
  if (!a)
    return 0;
  a[0] = __VERIFIER_nondet_int();
  __VERIFIER_assume(a[0] > -1000 && a[0] < 1000);
  a[1] = a[0] + 1;
  int keep = a[1];
  free(a);
  int *b = malloc(2 * sizeof(int));
  if (!b)
    return 0;
  b[0] = keep * 2;
  b[1] = b[0] - 5;
  int r = b[1];
  free(b);
#ifdef BMC_REPLAY
  printf("keep=%d\nr=%d\n", keep, r);
#endif
  assert(r != 17);
  return 0;
}
