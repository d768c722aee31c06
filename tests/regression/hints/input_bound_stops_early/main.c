#include <assert.h>
unsigned nondet_uint(void);
int main(void) {
  unsigned n = nondet_uint();
  unsigned s = 0;
  for (unsigned i = 0; i < n; i++)
    s += 2;
  assert(s % 2 == 0);
  return 0;
}
