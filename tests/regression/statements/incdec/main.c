#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int main(void) {
  int a = 5;
  int b = a++;
  int c = ++a;
  int d = a--;
  int e = --a;
  assert(b == 5 && c == 7 && d == 7 && e == 5 && a == 5);
  unsigned char uc = 0;
  uc--;
  assert(uc == 255);
  return 0;
}
