#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);
struct ops { int (*op)(int, int); const char *name; };
int plus(int a, int b) { return a + b; }
int minus(int a, int b) { return a - b; }
int run(struct ops *o, int a, int b) { return o->op(a, b); }
int main(void) {
  struct ops all[2] = { { plus, "plus" }, { .op = minus, .name = "minus" } };
  int k = __VERIFIER_nondet_int();
  __VERIFIER_assume(k == 0 || k == 1);
  int r = run(&all[k], 5, 3);
  assert(all[k].name[0] == (k ? 'm' : 'p'));
  assert(r == 8);
  return 0;
}
