/* a < b < c is (a < b) < c */
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
  __VERIFIER_assume(a >= -3 && a <= 3 && b >= -3 && b <= 3 && c >= -3 && c <= 3);
  int r1 = a < b < c;
  int r2 = a == b == c;
#ifdef BMC_REPLAY
  printf("a=%d\nb=%d\nc=%d\nr1=%d\nr2=%d\n", a, b, c, r1, r2);
#endif
  assert(!(r1 == 1 && a > b && c == 1));
  return 0;
}
