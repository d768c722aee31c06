#include <assert.h>
int nondet_int(void);
int main(void) {
  int x = nondet_int();
  __CPROVER_assume(x > 10 && x < 5);
  assert(x != 3);
  return 0;
}
