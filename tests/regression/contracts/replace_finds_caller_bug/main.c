/* --replace-call-with-contract add: the caller assumes add leaves y alone, but y is in
   add's frame (the contract lets add overwrite *q), so the assertion fails through the
   contract: the havoc of *q gives y an arbitrary value. */
#include <assert.h>

int add(int *p, int *q, int k)
__CPROVER_requires(k >= 0 && k < 10 && *p >= 0 && *p < 1000)
__CPROVER_assigns(*p, *q)
__CPROVER_ensures(*p == __CPROVER_old(*p) + k)
{
  *p += k;
  return 0;
}

int main(void) {
  int x = 5, y = 7;
  add(&x, &y, 3);
  assert(x == 8);
  assert(y == 7);
  return 0;
}
