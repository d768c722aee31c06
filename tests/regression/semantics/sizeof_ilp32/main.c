#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int main(void) {
  assert(sizeof(long) == 4 && sizeof(unsigned long) == 4);
  assert(sizeof(long long) == 8 && sizeof(int) == 4 && sizeof(short) == 2);
  assert(sizeof(2147483648) == 8);
  unsigned long ul = 4294967295UL;
  ul = ul + 1;
  assert(ul == 0);
  return 0;
}
