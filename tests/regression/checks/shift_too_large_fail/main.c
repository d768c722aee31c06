#include <assert.h>
unsigned __VERIFIER_nondet_uint(void);
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

int main(void) {
  unsigned u = __VERIFIER_nondet_uint();
  int d = __VERIFIER_nondet_int();
  __VERIFIER_assume(d >= 0);
  unsigned z = u << d;
  return (int)(z & 1u);
}
