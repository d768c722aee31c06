/* unsigned long + negative int wraps modulo 2^64 */
// BMC-OPTIONS: --unwind 1
#include <assert.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
unsigned long __VERIFIER_nondet_ulong(void);
void __VERIFIER_assume(int);

int main(void) {
  unsigned long ul = __VERIFIER_nondet_ulong();
  int i = __VERIFIER_nondet_int();
  __VERIFIER_assume(i < 0 && i > -5 && ul < 3);
  unsigned long r = ul + i;
  int big = r > 1000;
#ifdef BMC_REPLAY
  printf("ul=%lu\ni=%d\nr=%lu\nbig=%d\n", ul, i, r, big);
#endif
  assert(!big);
  return 0;
}
