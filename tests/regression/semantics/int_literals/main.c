#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int main(void) {
  assert(0x10 == 16 && 010 == 8 && 0XfF == 255);
  assert(0xFFFFFFFF == 4294967295u && sizeof(0xFFFFFFFF) == 4);
  assert(sizeof(2147483647) == 4 && sizeof(2147483648) == 8);
  assert(sizeof(0x80000000) == 4 && sizeof(-2147483648) == 8);
  assert(0x80000000 > 0 && -2147483648 < 0);
  assert(sizeof(1u) == 4 && sizeof(1ul) == 8 && sizeof(1ll) == 8);
  return 0;
}
