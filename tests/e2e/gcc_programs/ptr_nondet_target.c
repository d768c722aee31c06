/* an input decides which variable a pointer writes */
// BMC-OPTIONS: --unwind 1
#include <assert.h>
#include <stdlib.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

int main(void) {
  int a = 10, b = 20, c = 30;
  int sel = __VERIFIER_nondet_int();
  int *p = sel == 0 ? &a : sel == 1 ? &b : &c;
  int d = __VERIFIER_nondet_int();
  __VERIFIER_assume(d >= -5 && d <= 5);
  *p += d;
  *p *= 2;
  int same = p == &b;
#ifdef BMC_REPLAY
  printf("a=%d\nb=%d\nc=%d\nsame=%d\n", a, b, c, same);
#endif
  assert(!(b == 34 && c == 30));
  return 0;
}
