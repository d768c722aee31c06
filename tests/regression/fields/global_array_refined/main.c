/* A spurious abstract counterexample refuted by a global array: untracked, stats[2]
   reads as any value and the error looks reachable; the re-check of that path refutes
   it, and the refinement adds the array. */
int stats[8];
int state;

int main(void) {
  stats[2] = 7;
  if (stats[2] != 7)
    state = 1;
  __CPROVER_assert(state == 0, "state stays 0");
  return 0;
}
