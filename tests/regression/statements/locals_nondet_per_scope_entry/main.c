#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int main(void) {
  for (int i = 0; i < 2; i++) {
    int t;
    if (i == 0)
      t = 5;
    else
      assert(t == 5);
  }
  return 0;
}
