#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = 0;
  switch (x) {
  case 1:
    y += 1;
  case 2:
    y += 2;
    break;
  case 3:
    y = 30;
  default:
    y += 100;
  case 4:
    y += 1000;
  }

  assert(y != 1130);
  return 0;
}
