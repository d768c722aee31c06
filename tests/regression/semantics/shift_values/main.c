#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int main(void) {
  int n = -8;
  assert((n >> 1) == -4);
  unsigned u = 0x80000000u;
  assert((u >> 31) == 1 && (u << 1) == 0 && (1u << 31) == 2147483648u);
  unsigned char c = 0x81;
  assert((c << 1) == 0x102);
  long l = 1L << 40;
  assert(l == 1099511627776L);
  return 0;
}
