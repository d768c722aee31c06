/* GCC's bit and overflow builtins: the counterexample replays with the same results */
// BMC-OPTIONS: --unwind 1
#include <assert.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
unsigned int __VERIFIER_nondet_uint(void);
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

int main(void) {
  unsigned int x = __VERIFIER_nondet_uint();
  int a = __VERIFIER_nondet_int();
  __VERIFIER_assume(x != 0 && a > 100);
  int pop = __builtin_popcount(x);
  int lead = __builtin_clz(x);
  int trail = __builtin_ctz(x);
  unsigned int swapped = __builtin_bswap32(x);
  short prod;
  int over = __builtin_mul_overflow(a, 40, &prod);
#ifdef BMC_REPLAY
  printf("x=%u\na=%d\npop=%d\nlead=%d\ntrail=%d\nswapped=%u\nprod=%d\nover=%d\n", x, a, pop,
         lead, trail, swapped, prod, over);
#endif
  assert(pop != 5 || lead + trail != 20 || swapped > x || over);
  return 0;
}
