/* pointer arithmetic and differences inside a heap block */
// BMC-OPTIONS: --unwind 6
#include <assert.h>
#include <stdlib.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

int main(void) {
  long *blk = malloc(5 * sizeof(long));
  if (!blk)
    return 0;
  for (long *p = blk; p < blk + 5; p++)
    *p = (p - blk) * 100;
  int off = __VERIFIER_nondet_int();
  __VERIFIER_assume(off >= 0 && off < 5);
  long *q = blk + off;
  *q += 7;
  long *r = q + (off < 2 ? 2 : -2);
  long dist = r - blk;
  long got = *r + *q;
  free(blk);
#ifdef BMC_REPLAY
  printf("dist=%ld\ngot=%ld\n", dist, got);
#endif
  assert(got != 407);
  return 0;
}
