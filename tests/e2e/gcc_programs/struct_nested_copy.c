/* copying a nested struct copies every field; the copies are independent */
// BMC-OPTIONS: --unwind 1
#include <assert.h>
#include <stdlib.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

struct inner { short lo; short hi; };
struct outer { int tag; struct inner in; char c; };

int main(void) {
  struct outer a;
  a.tag = __VERIFIER_nondet_int();
  __VERIFIER_assume(a.tag >= 0 && a.tag < 100);
  a.in.lo = (short)(a.tag * 2);
  a.in.hi = (short)(-a.tag);
  a.c = 'x';
  struct outer b = a;
  b.in.hi = 5;
  a.in.lo = 1;
  int alo = a.in.lo, ahi = a.in.hi, blo = b.in.lo, bhi = b.in.hi, bc = b.c;
#ifdef BMC_REPLAY
  printf("alo=%d\nahi=%d\nblo=%d\nbhi=%d\nbc=%d\n", alo, ahi, blo, bhi, bc);
#endif
  assert(!(blo == 46 && ahi == -23));
  return 0;
}
