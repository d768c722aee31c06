/* compound literals: an array and a struct object created in an expression */
// BMC-OPTIONS: --unwind 5
#include <assert.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

struct range { int lo, hi; };
int width(const struct range *r) { return r->hi - r->lo; }

int main(void) {
  int a = __VERIFIER_nondet_int();
  __VERIFIER_assume(a >= -10 && a <= 10);
  int *w = (int[]){ 1, a, 3, a * a };
  int sum = 0;
  for (int k = 0; k < 4; k++) sum += w[k];
  int wd = width(&(struct range){ .hi = sum, .lo = a });
#ifdef BMC_REPLAY
  printf("sum=%d\nwd=%d\na=%d\n", sum, wd, a);
#endif
  assert(wd != 68);
  return 0;
}
