/* the bytes of an int read through unsigned char * (little-endian) */
// BMC-OPTIONS: --unwind 5
#include <assert.h>
#include <stdlib.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

int main(void) {
  unsigned int w = (unsigned int)__VERIFIER_nondet_int();
  unsigned char *b = (unsigned char *)&w;
  int b0 = b[0], b1 = b[1], b2 = b[2], b3 = b[3];
  int weight = 0;
  for (int i = 0; i < 4; i++)
    weight += b[i] & 1;
#ifdef BMC_REPLAY
  printf("b0=%d\nb1=%d\nb2=%d\nb3=%d\nweight=%d\n", b0, b1, b2, b3, weight);
#endif
  assert(!(b3 == 0x12 && b0 == 0x34 && weight == 2));
  return 0;
}
