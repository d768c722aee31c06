#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int g[3][2] = {{1, 2}, {3}};
int flat[5] = {7, 8};
unsigned char bytes[4];

int main(void) {
  int k = __VERIFIER_nondet_int();

  __VERIFIER_assume(k >= 2 && k < 5);
  assert(flat[k] == 0 && flat[1] == 8);
  assert(g[1][1] == 0 && g[2][0] == 0 && g[1][0] == 3 && g[0][1] == 2);
  assert(bytes[3] == 0);
  flat[k] = 5;
  assert(flat[k] == 5 && flat[0] == 7);
  return 0;
}
