/* Sum of the first n odd numbers is n*n: bmc proves it for every n <= 10. */
#include <assert.h>

unsigned __VERIFIER_nondet_uint(void);
void __VERIFIER_assume(int);

int main(void) {
  unsigned n = __VERIFIER_nondet_uint();
  __VERIFIER_assume(n <= 10);
  unsigned sum = 0;
  for (unsigned i = 0; i < n; i++)
    sum += 2 * i + 1;
  assert(sum == n * n);
  return 0;
}
