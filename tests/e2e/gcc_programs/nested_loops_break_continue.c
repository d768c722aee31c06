/* nested loops with continue and break */
// BMC-OPTIONS: --unwind 5
#include <assert.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

int main(void) {
  int n = __VERIFIER_nondet_int();
  int limit = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 4 && limit >= 0 && limit <= 6);
  int pairs = 0;
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < n; j++) {
      if (j == i)
        continue;
      if (i + j > limit)
        break;
      pairs++;
    }
  }
#ifdef BMC_REPLAY
  printf("n=%d\nlimit=%d\npairs=%d\n", n, limit, pairs);
#endif
  assert(pairs != 10);
  return 0;
}
