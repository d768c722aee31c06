#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);
int main(void) {
  char s[] = "hello";
  char t[8] = "hi";
  assert(sizeof(s) == 6 && s[5] == 0 && t[2] == 0 && t[7] == 0);
  int i = __VERIFIER_nondet_int();
  __VERIFIER_assume(i >= 0 && i < 6);
  return s[i] == 'x';
}
