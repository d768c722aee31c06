#include <assert.h>
unsigned __VERIFIER_nondet_uint(void);

int main(void) {
  unsigned a = __VERIFIER_nondet_uint();
  unsigned b = __VERIFIER_nondet_uint();
  unsigned d = a - b;
  return (int)(d & 1u);
}
