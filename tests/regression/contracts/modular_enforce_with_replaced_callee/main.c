/* Modular checking: twice is enforced while its callee deposit is replaced by deposit's
   contract. twice's postcondition follows from deposit's, and deposit's frame (a->bal) is
   inside twice's, so the havoc the replacement performs passes twice's assigns check. */
#include <assert.h>

struct acc { int bal; int ops; int audit; };

void deposit(struct acc *a, int v)
__CPROVER_requires(v > 0 && v < 100 && a->bal >= 0 && a->bal < 1000)
__CPROVER_assigns(a->bal)
__CPROVER_ensures(a->bal == __CPROVER_old(a->bal) + v)
{
  a->bal += v;
}

void twice(struct acc *a, int v)
__CPROVER_requires(v > 0 && v < 100 && a->bal >= 0 && a->bal < 800)
__CPROVER_assigns(a->bal, a->ops)
__CPROVER_ensures(a->bal == __CPROVER_old(a->bal) + 2 * v)
{
  deposit(a, v);
  deposit(a, v);
  a->ops += 2;
}

int main(void) {
  struct acc a = {10, 0, 0};
  twice(&a, 5);
  assert(a.bal == 20);
  assert(a.audit == 0);
  return 0;
}
