/* globals updated through several calls */
// BMC-OPTIONS: --unwind 1
#include <assert.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

int total;
int calls;

void add(int v) {
  total += v;
  calls++;
}

int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  __VERIFIER_assume(a >= -50 && a <= 50 && b >= -50 && b <= 50);
  add(a);
  add(b);
  if (total > 10)
    add(-total);
#ifdef BMC_REPLAY
  printf("a=%d\nb=%d\ntotal=%d\ncalls=%d\n", a, b, total, calls);
#endif
  assert(!(calls == 3 && a == b));
  return 0;
}
