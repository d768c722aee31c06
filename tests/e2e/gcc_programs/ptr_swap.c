/* swap through pointers changes the caller's variables */
// BMC-OPTIONS: --unwind 1
#include <assert.h>
#include <stdlib.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

void swap(int *a, int *b) {
  int t = *a;
  *a = *b;
  *b = t;
}

int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  __VERIFIER_assume(x >= 0 && x < 100 && y >= 0 && y < 100);
  swap(&x, &y);
  if (x > y)
    swap(&x, &y);
#ifdef BMC_REPLAY
  printf("x=%d\ny=%d\n", x, y);
#endif
  assert(!(x == 17 && y == 42));
  return 0;
}
