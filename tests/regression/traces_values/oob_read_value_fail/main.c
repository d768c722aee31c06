extern unsigned nondet_uint(void);

int m[2][2] = {{1, 2}, {42, 43}};

int main(void) {
  unsigned i = nondet_uint();
  __CPROVER_assume(i == 2);
  int y = m[0][i];
  return y;
}
