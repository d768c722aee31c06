#include <assert.h>
int __VERIFIER_nondet_int(void);

int main(void) {
  _Bool b = 256;
  _Bool c = -1;
  _Bool z = 0;
  int k = b + c + z;
  assert(b == 1 && c == 1 && z == 0 && k == 2);
  _Bool d = __VERIFIER_nondet_int();
  assert(d == 0 || d == 1);
  _Bool t = 1;
  t++;
  assert(t == 1);
  t = 0;
  t--;
  assert(t == 1);
  int n = !5 + !!7 + !0;
  assert(n == 2);
  return 0;
}
