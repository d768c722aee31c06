/* s.m[i][j] with j one past its row: the access is inside s.m (the next row), but each
   dimension has its own bound. */
int __VERIFIER_nondet_int(void);
struct grid { int m[3][4]; int total; };

int main(void) {
  struct grid g;
  int i = __VERIFIER_nondet_int();
  int j = __VERIFIER_nondet_int();
  if (i < 0 || i > 1 || j < 0 || j > 4)
    return 0;
  g.m[i][j] = 1;
  return 0;
}
