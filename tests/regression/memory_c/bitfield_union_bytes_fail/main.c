#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);
union reg { unsigned char raw; struct { unsigned low : 4; unsigned high : 4; } nib; };
int main(void) {
  union reg r;
  r.raw = 0;
  r.nib.high = 0xA;
  r.nib.low = 0x5;
  unsigned char *b = (unsigned char *)&r;
  assert(r.raw == 0x5A);
  return 0;
}
