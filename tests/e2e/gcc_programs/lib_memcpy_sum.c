/* memcpy model: bytes copied exactly, little-endian reinterpretation of the copy */
// BMC-OPTIONS: --unwind 6
#include <assert.h>
#include <string.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
unsigned char __VERIFIER_nondet_uchar(void);
void __VERIFIER_assume(int);

int main(void) {
  unsigned char src[4];
  for (int k = 0; k < 4; k++)
    src[k] = __VERIFIER_nondet_uchar();
  unsigned int word = 0;
  memcpy(&word, src, 4);
  unsigned char copy[4];
  memcpy(copy, src, 4);
  int total = copy[0] + copy[1] + copy[2] + copy[3];
  int low = (int)(word & 0xffu);
  int high = (int)(word >> 24);
#ifdef BMC_REPLAY
  printf("total=%d\nlow=%d\nhigh=%d\n", total, low, high);
#endif
  assert(!(total == 300 && high == 200 && low == 1));
  return 0;
}
