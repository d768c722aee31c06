#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);
int main(void) {
  char copy[] = "abc";
  char *p = copy;
  p[0] = 'x';
  assert(p[0] == 'x');
  return 0;
}
