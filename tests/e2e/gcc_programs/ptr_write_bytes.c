/* writing single bytes of an int through unsigned char * */
// BMC-OPTIONS: --unwind 1
#include <assert.h>
#include <stdlib.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

int main(void) {
  int v = __VERIFIER_nondet_int();
  __VERIFIER_assume(v >= 0 && v < 1000);
  unsigned char *b = (unsigned char *)&v;
  int k = __VERIFIER_nondet_int();
  __VERIFIER_assume(k >= 0 && k < 3);
  b[k] = 7;
  int r = v;
#ifdef BMC_REPLAY
  printf("k=%d\nr=%d\n", k, r);
#endif
  assert(r != 1799);
  return 0;
}
