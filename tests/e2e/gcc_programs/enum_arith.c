/* enumeration constants are ints; implicit values continue from the last */
// BMC-OPTIONS: --unwind 1
#include <assert.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

enum { A = 3, B, C = 10, D };

int main(void) {
  int x = __VERIFIER_nondet_int();
  __VERIFIER_assume(x >= 0 && x <= 3);
  int v = x == 0 ? A : x == 1 ? B : x == 2 ? C : D;
  int w = v * B;
#ifdef BMC_REPLAY
  printf("x=%d\nv=%d\nw=%d\n", x, v, w);
#endif
  assert(w != 44);
  return 0;
}
