/* --enforce-contract add: the second ensures clause is wrong for k == 0 (the result is the
   old value, not one less); every write is inside the frame. */
#include <assert.h>

int add(int *p, int k)
__CPROVER_requires(k >= 0 && k < 10 && *p >= 0 && *p < 1000)
__CPROVER_assigns(*p)
__CPROVER_ensures(*p == __CPROVER_old(*p) + k)
__CPROVER_ensures(__CPROVER_return_value < *p)
{
  int before = *p;
  for (int i = 0; i < k; i++)
    (*p)++;
  return before;
}

int main(void) {
  int x = __VERIFIER_nondet_int();
  int k = __VERIFIER_nondet_int();
  if (x < 0 || x >= 1000 || k < 0 || k >= 10)
    return 0;
  add(&x, k);
  return 0;
}
