/* bit-field stores truncate, signed fields sign-extend, fields share a storage unit */
// BMC-OPTIONS: --unwind 1
#include <assert.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

struct packed { unsigned lo : 3; int mid : 4; unsigned hi : 9; };

int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  __VERIFIER_assume(a >= 0 && a < 64 && b >= 0 && b < 64);
  struct packed s;
  s.lo = a;
  s.mid = b;
  s.hi = a * b;
  int lo = s.lo;
  int mid = s.mid;
  int hi = s.hi;
#ifdef BMC_REPLAY
  printf("lo=%d\nmid=%d\nhi=%d\n", lo, mid, hi);
#endif
  assert(!(mid == -3 && lo == 5 && hi > 100));
  return 0;
}
