#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int main(void) {
  int i = 0, s = 0;
  while (i < 5) {
    s += i;
    i++;
  }
  assert(s != 10);
  return 0;
}
