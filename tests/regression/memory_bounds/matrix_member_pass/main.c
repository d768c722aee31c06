/* s.m[i][j] over the whole matrix. */
int __VERIFIER_nondet_int(void);
struct grid { int m[3][4]; int total; };

int main(void) {
  struct grid g;
  int i = __VERIFIER_nondet_int();
  int j = __VERIFIER_nondet_int();
  if (i < 0 || i > 2 || j < 0 || j > 3)
    return 0;
  g.m[i][j] = 1;
  return 0;
}
