/* a whole struct written through a pointer, then read field by field */
// BMC-OPTIONS: --unwind 1
#include <assert.h>
#include <stdlib.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

struct rgb { unsigned char r; unsigned char g; unsigned char b; };

void set(struct rgb *dst, struct rgb src) {
  *dst = src;
  dst->g = (unsigned char)(dst->g + 200);
}

int main(void) {
  struct rgb a, b;
  b.r = (unsigned char)__VERIFIER_nondet_int();
  b.g = (unsigned char)__VERIFIER_nondet_int();
  b.b = 9;
  set(&a, b);
  int ar = a.r, ag = a.g, ab = a.b;
#ifdef BMC_REPLAY
  printf("ar=%d\nag=%d\nab=%d\n", ar, ag, ab);
#endif
  assert(!(ag == 10 && ar == 255));
  return 0;
}
