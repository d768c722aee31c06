#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int g;
void touch(void);

int main(void) {
  g = 1;
  touch();
  assert(g == 1);
  return 0;
}
