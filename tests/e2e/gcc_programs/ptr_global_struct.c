/* a global struct changed through pointers from several functions */
// BMC-OPTIONS: --unwind 1
#include <assert.h>
#include <stdlib.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

struct config { int level; int flags; int count; };
struct config g_cfg;

void bump(struct config *c, int by) {
  c->level += by;
  c->count++;
}

void set_flag(int *flags, int bit) {
  *flags |= 1 << bit;
}

int main(void) {
  int by = __VERIFIER_nondet_int();
  int bit = __VERIFIER_nondet_int();
  __VERIFIER_assume(by >= 0 && by < 8 && bit >= 0 && bit < 8);
  bump(&g_cfg, by);
  set_flag(&g_cfg.flags, bit);
  bump(&g_cfg, 1);
#ifdef BMC_REPLAY
  printf("g_cfg.level=%d\ng_cfg.flags=%d\ng_cfg.count=%d\n", g_cfg.level, g_cfg.flags, g_cfg.count);
#endif
  assert(!(g_cfg.level == 6 && g_cfg.flags == 32));
  return 0;
}
