#include <assert.h>
unsigned short __VERIFIER_nondet_ushort(void);

int main(void) {
  unsigned short a = __VERIFIER_nondet_ushort();
  unsigned short b = __VERIFIER_nondet_ushort();
  unsigned int p = a * b;
  return (int)(p & 1u);
}
