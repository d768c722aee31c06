#include <assert.h>
unsigned char __VERIFIER_nondet_uchar(void);
long __VERIFIER_nondet_long(void);
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

int main(void) {
  unsigned char c = __VERIFIER_nondet_uchar();
  int z = c << 8;
  int w = -16 >> 2;
  unsigned u = 1u << 31;
  long v = __VERIFIER_nondet_long();
  int d = __VERIFIER_nondet_int();
  __VERIFIER_assume(d >= 0 && d < 64);
  long r = v >> d;
  assert(z <= 65280 && w == -4 && u == 2147483648u);
  return (int)(r & 1);
}
