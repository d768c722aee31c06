/* calloc gives zeroed memory; only some cells are set afterwards */
// BMC-OPTIONS: --unwind 7
#include <assert.h>
#include <stdlib.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

int main(void) {
  int *c = calloc(6, sizeof(int));
  if (!c)
    return 0;
  int k = __VERIFIER_nondet_int();
  __VERIFIER_assume(k >= 0 && k < 6);
  c[k] = 5;
  c[(k + 2) % 6] += 3;
  int nonzero = 0, total = 0;
  for (int i = 0; i < 6; i++) {
    if (c[i] != 0)
      nonzero++;
    total += c[i] * (i + 1);
  }
  free(c);
#ifdef BMC_REPLAY
  printf("k=%d\nnonzero=%d\ntotal=%d\n", k, nonzero, total);
#endif
  assert(total != 22);
  return 0;
}
