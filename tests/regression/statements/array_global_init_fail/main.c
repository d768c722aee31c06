#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int g[3][2] = {{1, 2}, {3}};
int flat[5] = {7, 8};
unsigned char bytes[4];

int main(void) {
  int k = __VERIFIER_nondet_int();

  __VERIFIER_assume(k >= 0 && k < 5);
  assert(flat[k] == 0);
  return 0;
}
