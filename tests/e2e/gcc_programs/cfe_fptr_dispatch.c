/* a table of function pointers indexed by an input */
// BMC-OPTIONS: --unwind 1
#include <assert.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

typedef int (*op)(int, int);
int add(int a, int b) { return a + b; }
int sub(int a, int b) { return a - b; }
int mul(int a, int b) { return a * b; }
op ops[3] = { add, sub, &mul };

int main(void) {
  int k = __VERIFIER_nondet_int();
  int x = __VERIFIER_nondet_int();
  __VERIFIER_assume(k >= 0 && k < 3 && x >= -20 && x <= 20);
  int r = ops[k](x, 7);
  int r2 = (*ops[(k + 1) % 3])(r, 2);
#ifdef BMC_REPLAY
  printf("r=%d\nr2=%d\nk=%d\nx=%d\n", r, r2, k, x);
#endif
  assert(r2 != 26);
  return 0;
}
