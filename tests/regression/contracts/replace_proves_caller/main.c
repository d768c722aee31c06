/* --replace-call-with-contract add: main is proved from add's contract alone. add's loop
   runs up to 1000000 times, so without the contract --unwind 2 cannot cover it; with it
   the body is never executed: the frame (*p) is havocked and the postcondition assumed,
   so x is known exactly and y, outside the frame, keeps its value. */
#include <assert.h>

int total;

int add(int *p, int k)
__CPROVER_requires(k >= 0 && k <= 1000000 && *p >= 0 && *p <= 1000000)
__CPROVER_assigns(*p, total)
__CPROVER_ensures(*p == __CPROVER_old(*p) + k)
__CPROVER_ensures(total == __CPROVER_old(total) + 1)
__CPROVER_ensures(__CPROVER_return_value == __CPROVER_old(*p))
{
  int before = *p;
  for (int i = 0; i < k; i++)
    (*p)++;
  total++;
  return before;
}

int main(void) {
  int x = 5, y = 7;
  int k = __VERIFIER_nondet_int();
  if (k < 0 || k > 1000000)
    return 0;
  int r = add(&x, k);
  assert(r == 5);
  assert(x == 5 + k);
  assert(y == 7);
  assert(total == 1);
  return 0;
}
