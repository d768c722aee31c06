/* a static local keeps its value between calls */
// BMC-OPTIONS: --unwind 5
#include <assert.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

int next_id(void) {
  static int id = 100;
  return id++;
}

int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 3);
  int last = -1;
  for (int k = 0; k < n; k++)
    last = next_id();
#ifdef BMC_REPLAY
  printf("n=%d\nlast=%d\n", n, last);
#endif
  assert(last != 102);
  return 0;
}
