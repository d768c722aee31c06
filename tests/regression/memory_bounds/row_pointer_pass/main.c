/* The same accesses within the row (the row index itself is pointer arithmetic on m and
   is checked against the whole object). */
int __VERIFIER_nondet_int(void);
int grid[3][4];

int get(int m[][4], int r, int c) { return m[r][c]; }

int main(void) {
  int r = __VERIFIER_nondet_int();
  int c = __VERIFIER_nondet_int();
  if (r < 0 || r > 2 || c < 0 || c > 3)
    return 0;
  return get(grid, r, c);
}
