/* multiplicative hash with unsigned wrap over three bytes */
// BMC-OPTIONS: --unwind 4
#include <assert.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
unsigned char __VERIFIER_nondet_uchar(void);

int main(void) {
  unsigned h = 2166136261u;
  for (int k = 0; k < 3; k++) {
    unsigned char c = __VERIFIER_nondet_uchar();
    h = (h ^ c) * 16777619u;
  }
  unsigned low = h & 0xFFFu;
#ifdef BMC_REPLAY
  printf("h=%u\nlow=%u\n", h, low);
#endif
  assert(low != 0x123u);
  return 0;
}
