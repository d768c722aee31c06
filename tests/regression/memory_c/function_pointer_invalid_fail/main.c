#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);
#include <stdint.h>
int id(int x) { return x; }
int main(void) {
  int (*f)(int) = id;
  uintptr_t u = (uintptr_t)f;
  u += 1;
  f = (int (*)(int))u;
  assert(f(4) == 4);
  return 0;
}
