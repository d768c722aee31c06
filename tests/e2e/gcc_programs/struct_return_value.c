/* functions returning structs by value */
// BMC-OPTIONS: --unwind 1
#include <assert.h>
#include <stdlib.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

struct frac { int num; int den; };

struct frac mul(struct frac a, struct frac b) {
  struct frac r;
  r.num = a.num * b.num;
  r.den = a.den * b.den;
  return r;
}

struct frac make(int n, int d) {
  struct frac r;
  r.num = n;
  r.den = d;
  return r;
}

int main(void) {
  int n = __VERIFIER_nondet_int();
  int d = __VERIFIER_nondet_int();
  __VERIFIER_assume(n > -10 && n < 10 && d > 0 && d < 10);
  struct frac f = mul(make(n, d), make(3, 2));
  int fn = f.num, fd = f.den;
#ifdef BMC_REPLAY
  printf("fn=%d\nfd=%d\n", fn, fd);
#endif
  assert(!(fn == -21 && fd == 10));
  return 0;
}
