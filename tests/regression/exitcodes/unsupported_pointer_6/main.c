#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);
void consume(int *p);

int main(void) {
  int x = 0;
  consume(&x);
  assert(x == 0);
  return 0;
}
