#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);
struct row { int cells[3]; };
struct grid { struct row rows[2]; int total; };
int sum_row(const int *cells, int n) { int s = 0; for (int i = 0; i < n; i++) s += cells[i]; return s; }
void fill(struct row *r, int v) { for (int i = 0; i < 3; i++) r->cells[i] = v; }
int main(void) {
  struct grid g = { 0 };
  fill(&g.rows[0], 1);
  fill(g.rows + 1, 2);
  g.total = sum_row(g.rows[0].cells, 3) + sum_row(&g.rows[1].cells[0], 3);
  assert(g.total == 9);
  assert(sum_row(g.rows[1].cells, 3) == 6);
  return 0;
}
