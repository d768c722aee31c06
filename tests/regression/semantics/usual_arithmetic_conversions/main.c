#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int main(void) {
  unsigned u = 1;
  int i = -2;
  assert(u + i == 4294967295u);
  assert(i / 2u == 2147483647u);
  long long ll = -1;
  assert(ll < u);
  unsigned long long ull = 0;
  assert(ull - 1 == 18446744073709551615ULL);
  long l = -1;
  unsigned long ul = 1;
  assert(l > ul);
  return 0;
}
