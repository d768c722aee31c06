/* A 2-D array reached through a pointer to its rows (a parameter int m[][4]): the column
   index has the row's bound even though the next row follows in memory. */
int __VERIFIER_nondet_int(void);
int grid[3][4];

int get(int m[][4], int r, int c) { return m[r][c]; }

int main(void) {
  int r = __VERIFIER_nondet_int();
  int c = __VERIFIER_nondet_int();
  if (r < 0 || r > 1 || c < 0 || c > 4)
    return 0;
  return get(grid, r, c);
}
