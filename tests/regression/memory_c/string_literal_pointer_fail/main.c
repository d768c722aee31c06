#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);
int length(const char *s) { int n = 0; while (s[n]) n++; return n; }
int main(void) {
  const char *p = "abc";
  assert(length(p) == 3);
  assert(p[1] == 'b' && "xyz"[2] == 'z' && sizeof("xyz") == 4);
  assert(length(p + 1) == 3);
  return 0;
}
