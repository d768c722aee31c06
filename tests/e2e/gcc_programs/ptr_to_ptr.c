/* a pointer to a pointer redirects and writes */
// BMC-OPTIONS: --unwind 1
#include <assert.h>
#include <stdlib.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

int main(void) {
  int a = 1, b = 2;
  int *p = &a;
  int **pp = &p;
  int c = __VERIFIER_nondet_int();
  __VERIFIER_assume(c >= -50 && c <= 50);
  if (c > 0)
    *pp = &b;
  **pp = c * 3;
  int ra = a, rb = b;
#ifdef BMC_REPLAY
  printf("a=%d\nb=%d\nra=%d\nrb=%d\n", a, b, ra, rb);
#endif
  assert(!(ra == 1 && rb == 21));
  return 0;
}
