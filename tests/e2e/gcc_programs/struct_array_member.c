/* an array inside a struct, indexed by an input */
// BMC-OPTIONS: --unwind 5
#include <assert.h>
#include <stdlib.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

struct hist { int bins[4]; int total; };

void add(struct hist *h, int v) {
  h->bins[v % 4]++;
  h->total++;
}

int main(void) {
  struct hist h;
  for (int i = 0; i < 4; i++)
    h.bins[i] = 0;
  h.total = 0;
  for (int i = 0; i < 3; i++) {
    int v = __VERIFIER_nondet_int();
    __VERIFIER_assume(v >= 0 && v < 100);
    add(&h, v);
  }
#ifdef BMC_REPLAY
  printf("h.bins[2]=%d\nh.total=%d\n", h.bins[2], h.total);
#endif
  assert(h.bins[2] != 3);
  return 0;
}
