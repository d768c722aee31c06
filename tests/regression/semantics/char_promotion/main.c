#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int main(void) {
  unsigned char a = 200, b = 100;
  int s = a + b;
  assert(s == 300);
  char c = a + b;
  assert(c == 44);
  signed char m = -128;
  int n = -m;
  assert(n == 128);
  unsigned char k = 255;
  assert(~k == -256);
  assert((unsigned char)~k == 0);
  return 0;
}
