#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int main(void) {
  int i = 0, s = 0;
  do {
    s += 3;
    i++;
  } while (i < 4);
  assert(s == 12);
  return 0;
}
