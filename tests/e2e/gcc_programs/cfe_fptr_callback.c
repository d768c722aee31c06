/* a callback passed to and stored in a struct, called through the struct */
// BMC-OPTIONS: --unwind 5
#include <assert.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

struct folder { int (*step)(int, int); int init; };
int plus(int acc, int v) { return acc + v; }
int maxi(int acc, int v) { return v > acc ? v : acc; }
int fold(const struct folder *f, const int *xs, int n) {
  int acc = f->init;
  for (int i = 0; i < n; i++) acc = f->step(acc, xs[i]);
  return acc;
}

int main(void) {
  int xs[4];
  for (int i = 0; i < 4; i++) {
    xs[i] = __VERIFIER_nondet_int();
    __VERIFIER_assume(xs[i] >= 0 && xs[i] <= 9);
  }
  struct folder s = { plus, 0 }, m = { .step = maxi, .init = -1 };
  int total = fold(&s, xs, 4);
  int top = fold(&m, xs, 4);
#ifdef BMC_REPLAY
  printf("total=%d\ntop=%d\n", total, top);
#endif
  assert(!(total == 30 && top == 8));
  return 0;
}
