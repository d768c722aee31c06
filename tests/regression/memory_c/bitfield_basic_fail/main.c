#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);
struct flags { unsigned ready : 1; unsigned mode : 3; int delta : 4; unsigned rest : 24; };
int main(void) {
  struct flags f = { 1, 5, -2, 100 };
  assert(sizeof(struct flags) == 4);
  assert(f.ready == 1 && f.mode == 5 && f.delta == -2 && f.rest == 100);
  f.mode += 4;            /* 9 wraps to 1 in 3 bits */
  f.ready = 2;            /* 2 truncates to 0 */
  assert(f.mode == 9);
  return 0;
}
