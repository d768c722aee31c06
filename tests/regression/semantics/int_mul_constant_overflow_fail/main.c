#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int main(void) {
  int big = 2000000000;
  int c = big * 2;
  return c & 1;
}
