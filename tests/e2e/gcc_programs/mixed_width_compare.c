/* int vs unsigned long long compares as unsigned long long */
// BMC-OPTIONS: --unwind 1
#include <assert.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
unsigned long long __VERIFIER_nondet_ulonglong(void);
void __VERIFIER_assume(int);

int main(void) {
  unsigned long long ull = __VERIFIER_nondet_ulonglong();
  int i = __VERIFIER_nondet_int();
  __VERIFIER_assume(i >= -3 && i <= 3 && ull < 5);
  int lt = i < ull;
  int naive = (long long)i < (long long)ull;
#ifdef BMC_REPLAY
  printf("ull=%llu\ni=%d\nlt=%d\nnaive=%d\n", ull, i, lt, naive);
#endif
  assert(lt == naive);
  return 0;
}
