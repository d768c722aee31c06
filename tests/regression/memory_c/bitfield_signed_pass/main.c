#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);
struct s { signed int v : 5; unsigned int u : 5; };
int main(void) {
  int x = __VERIFIER_nondet_int();
  __VERIFIER_assume(x >= 0 && x < 32);
  struct s a;
  a.v = x; a.u = x;
  assert(a.u == x);
  assert(a.u - 40 < 0);         /* narrow unsigned bit-fields promote to int */
  assert(x < 16 ? a.v == x : a.v == x - 32);
  return 0;
}
