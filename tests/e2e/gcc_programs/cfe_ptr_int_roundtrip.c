/* pointer -> uintptr_t arithmetic -> pointer lands on the expected element */
// BMC-OPTIONS: --unwind 1
#include <stdint.h>
#include <assert.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

int main(void) {
  int a[5] = { 10, 20, 30, 40, 50 };
  int i = __VERIFIER_nondet_int();
  __VERIFIER_assume(i >= 0 && i < 5);
  uintptr_t base = (uintptr_t)a;
  int *p = (int *)(base + (uintptr_t)i * sizeof(int));
  int v = *p;
  long delta = (long)((uintptr_t)p - base);
#ifdef BMC_REPLAY
  printf("v=%d\ndelta=%ld\ni=%d\n", v, delta, i);
#endif
  assert(v != 40);
  return 0;
}
