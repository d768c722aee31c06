#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int main(void) {
  int x = 7;
  x += 3;
  x -= 1;
  x *= 4;
  x /= 3;
  x %= 5;
  x <<= 2;
  x >>= 1;
  x &= 6;
  x |= 9;
  x ^= 5;

  assert(x == 8);
  unsigned u = 5;
  u -= 7;
  assert(u == 4294967294u);
  return 0;
}
