#include <assert.h>
unsigned __VERIFIER_nondet_uint(void);

int main(void) {
  unsigned a = __VERIFIER_nondet_uint();
  unsigned b = a + 1;
  return (int)(b & 1u);
}
