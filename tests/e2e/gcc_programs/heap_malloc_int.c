/* a heap int written and read back, then freed */
// BMC-OPTIONS: --unwind 1
#include <assert.h>
#include <stdlib.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

int main(void) {
  int *p = malloc(sizeof(int));
  if (!p)
    return 0;
  int x = __VERIFIER_nondet_int();
  __VERIFIER_assume(x > -1000 && x < 1000);
  *p = x * x - 3 * x;
  int v = *p;
  free(p);
#ifdef BMC_REPLAY
  printf("v=%d\n", v);
#endif
  assert(v != 40);
  return 0;
}
