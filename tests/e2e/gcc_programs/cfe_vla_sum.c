/* a variable-length array sized by an input */
// BMC-OPTIONS: --unwind 7
#include <assert.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 1 && n <= 6);
  int v[n];
  for (int k = 0; k < n; k++) v[k] = k * k - n;
  int s = 0;
  for (int k = 0; k < n; k++) s += v[k];
  long bytes = (long)sizeof(v);
#ifdef BMC_REPLAY
  printf("s=%d\nbytes=%ld\nn=%d\n", s, bytes, n);
#endif
  assert(s < 19);
  return 0;
}
