#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int g;

int sign(int v) {
  if (v < 0)
    return -1;
  if (v == 0)
    return 0;
  return 1;
}

void set_g(int v) {
  g = 1;
  if (v)
    return;
  g = 2;
}

int main(void) {
  int x = __VERIFIER_nondet_int();
  int s = sign(x);
  set_g(x);

  assert(s != 0 || g != 2);
  return 0;
}
