#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int main(void) {
  int i = 0;
  do {
    i++;
  } while (i < 4);
  assert(i == 4);
  return 0;
}
