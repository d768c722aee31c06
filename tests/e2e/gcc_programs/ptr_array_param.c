/* an array parameter is a pointer: the callee changes the caller's array */
// BMC-OPTIONS: --unwind 5
#include <assert.h>
#include <stdlib.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

void scale(int v[], int n, int f) {
  for (int i = 0; i < n; i++)
    v[i] = v[i] * f;
}

int main(void) {
  int a[4];
  for (int i = 0; i < 4; i++)
    a[i] = i - 1;
  int fac = __VERIFIER_nondet_int();
  __VERIFIER_assume(fac >= -9 && fac <= 9);
  scale(a, 4, fac);
  scale(a + 2, 2, 2);
  int a0 = a[0], a3 = a[3];
#ifdef BMC_REPLAY
  printf("fac=%d\na0=%d\na3=%d\n", fac, a0, a3);
#endif
  assert(!(a0 == 5 && a3 == -20));
  return 0;
}
