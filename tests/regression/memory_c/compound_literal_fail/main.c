#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);
struct pair { int a, b; };
int sum(const struct pair *p) { return p->a + p->b; }
int main(void) {
  int *xs = (int[]){ 4, 5, 6 };
  int s = sum(&(struct pair){ .b = 2, .a = 1 });
  struct pair q = (struct pair){ 7, 8 };
  assert(xs[2] == 6 && s == 3 && q.b == 8);
  int i = __VERIFIER_nondet_int();
  __VERIFIER_assume(i >= 0 && i <= 3);
  return xs[i];
}
