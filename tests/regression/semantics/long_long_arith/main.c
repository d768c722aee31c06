#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int main(void) {
  long long a = 3000000000LL;
  long long b = a * 3;
  assert(b == 9000000000LL);
  int big = 2000000000;
  long long c = (long long)big * 2;
  assert(c == 4000000000LL);
  unsigned long long m = 0xFFFFFFFFull * 0xFFFFFFFFull;
  assert(m == 18446744065119617025ULL);
  return 0;
}
