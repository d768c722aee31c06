#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);
typedef int (*handler)(int);
int inc(int x) { return x + 1; }
int dec(int x) { return x - 1; }
handler table[3] = { inc, dec, 0 };
int main(void) {
  int k = __VERIFIER_nondet_int();
  __VERIFIER_assume(k >= 0 && k < 3);
  int r = table[k](10);
  assert(r == 11 || r == 9);
  return 0;
}
