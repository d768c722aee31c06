#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);
int table[10] = { [2 ... 5] = 7, [8] = 1 };
int main(void) {
  int i = __VERIFIER_nondet_int();
  __VERIFIER_assume(i >= 0 && i < 10);
  assert(table[0] == 0 && table[9] == 0);
  assert(table[i] != 7 || i < 5);
  return 0;
}
