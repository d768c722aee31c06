/* memset model: a symbolic length inside a larger buffer */
// BMC-OPTIONS: --unwind 9
#include <assert.h>
#include <string.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
unsigned int __VERIFIER_nondet_uint(void);
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

int main(void) {
  unsigned char buf[8];
  for (int k = 0; k < 8; k++)
    buf[k] = (unsigned char)k;
  unsigned int count = __VERIFIER_nondet_uint();
  int fill = __VERIFIER_nondet_int();
  __VERIFIER_assume(count <= 6);
  memset(buf + 1, fill, count);
  int sum = 0;
  for (int k = 0; k < 8; k++)
    sum += buf[k];
  int last = buf[6];
#ifdef BMC_REPLAY
  printf("sum=%d\nlast=%d\n", sum, last);
#endif
  assert(!(sum == 1537 && last == 255));
  return 0;
}
