#include <assert.h>
unsigned __VERIFIER_nondet_uint(void);
void __VERIFIER_assume(int);

int main(void) {
  unsigned a = __VERIFIER_nondet_uint();
  unsigned b = __VERIFIER_nondet_uint();
  __VERIFIER_assume(a >= b && a < 4000000000u);
  unsigned d = a - b;
  unsigned s = a + 1u;
  unsigned char c = (unsigned char)a;
  int p = c + 300;
  return (int)(d & 1u) + (int)(s & 1u) + p;
}
