/* A global array of statistics that does not live in memory (its address is never
   taken): a field of its own. Untracked, the loop that fills it writes nothing tracked
   and is summarised, so the 100 iterations no longer need --unwind 100. */
unsigned stats[8];
unsigned hist[4][4];
int state;
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  state = 0;
  for (unsigned i = 0; i < 100; i++) {
    stats[i % 8] += i;
    hist[i % 4][(i / 4) % 4] = stats[i % 8];
  }
  if (n > 0)
    state = 1;
  __CPROVER_assert(state == 0 || n > 0, "state set only when n > 0");
  return 0;
}
