#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int a[100];
char tag[8];
int main(void) {
  int *p = a;
  char *t = tag;
  int i = __VERIFIER_nondet_int(), j = __VERIFIER_nondet_int();
  int k = __VERIFIER_nondet_int();
  if (i < 0 || i >= 100 || j < 0 || j >= 100 || k < 0 || k >= 8) return 0;
  p[i] = 1;
  t[k] = 'x';
  p[j] = 2;
  assert(p[i] == 1 || i == j);
  assert(t[k] == 'x');
  return 0;
}
