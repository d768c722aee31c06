/* memmove model: overlapping moves in both directions */
// BMC-OPTIONS: --unwind 7
#include <assert.h>
#include <string.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
unsigned int __VERIFIER_nondet_uint(void);
void __VERIFIER_assume(int);

int main(void) {
  char v[6];
  for (int k = 0; k < 6; k++)
    v[k] = (char)(10 * k);
  unsigned int shift = __VERIFIER_nondet_uint();
  __VERIFIER_assume(shift <= 3);
  memmove(v + shift, v, 6 - shift);
  int tail = v[5];
  int mid = v[3];
  memmove(v, v + 1, 5);
  int head = v[0];
#ifdef BMC_REPLAY
  printf("tail=%d\nmid=%d\nhead=%d\n", tail, mid, head);
#endif
  assert(!(tail == 30 && mid == 10));
  return 0;
}
