/* an array of structs passed to a function that picks one by pointer */
// BMC-OPTIONS: --unwind 5
#include <assert.h>
#include <stdlib.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

struct score { int player; int points; };

struct score *best(struct score *s, int n) {
  struct score *b = s;
  for (int i = 1; i < n; i++)
    if (s[i].points > b->points)
      b = &s[i];
  return b;
}

int main(void) {
  struct score table[4];
  for (int i = 0; i < 4; i++) {
    table[i].player = i;
    table[i].points = __VERIFIER_nondet_int();
    __VERIFIER_assume(table[i].points >= 0 && table[i].points <= 50);
  }
  struct score *w = best(table, 4);
  w->points += 100;
  int winner = w->player;
  long widx = w - table;
#ifdef BMC_REPLAY
  printf("winner=%d\nwidx=%ld\ntable[2].points=%d\n", winner, widx, table[2].points);
#endif
  assert(!(winner == 2 && table[2].points == 149));
  return 0;
}
