#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int main(void) {
  int m[2][3] = {{1, 2, 3}, {4, 5, 6}};
  int s = 0;
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < 3; j++)
      s += m[i][j];
  assert(s == 21 && m[1][2] == 6);
  int z[3][2] = {{1}, {2, 3}};
  assert(z[0][1] == 0 && z[2][0] == 0 && z[2][1] == 0 && z[1][1] == 3);
  int k = __VERIFIER_nondet_int();
  __VERIFIER_assume(k >= 0 && k < 3);
  z[k][1] = 9;
  assert(z[k][1] == 9 && z[k][0] == (k == 0 ? 1 : k == 1 ? 2 : 0));
  return 0;
}
