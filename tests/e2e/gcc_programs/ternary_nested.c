/* nested conditional expressions */
// BMC-OPTIONS: --unwind 1
#include <assert.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  int c = __VERIFIER_nondet_int();
  __VERIFIER_assume(a >= -10 && a <= 10 && b >= -10 && b <= 10 && c >= -10 && c <= 10);
  int mx = a > b ? (a > c ? a : c) : (b > c ? b : c);
  int mn = a < b ? (a < c ? a : c) : (b < c ? b : c);
  int mid = a + b + c - mx - mn;
#ifdef BMC_REPLAY
  printf("a=%d\nb=%d\nc=%d\nmx=%d\nmn=%d\nmid=%d\n", a, b, c, mx, mn, mid);
#endif
  assert(!(mid == 5 && mx == 9 && mn == -2));
  return 0;
}
