#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);
int twice(int x) { return 2 * x; }
int square(int x) { return x * x; }
int apply(int (*f)(int), int v) { return f(v); }
int main(void) {
  int k = __VERIFIER_nondet_int();
  __VERIFIER_assume(k >= 0 && k <= 10);
  int (*g)(int) = k < 5 ? twice : &square;
  int r = apply(g, k);
  assert(r == (k < 5 ? 2 * k : k * k));
  assert(r < 50);
  return 0;
}
