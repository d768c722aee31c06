#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int main(void) {
  int i, s = 0;
  for (i = 0; i < 10; i++) {
    if (i % 2)
      continue;
    if (i == 6)
      break;
    s += i;
  }
  assert(s == 6 && i == 6);
  return 0;
}
