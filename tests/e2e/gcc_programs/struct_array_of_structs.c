/* an array of structs updated in a loop */
// BMC-OPTIONS: --unwind 4
#include <assert.h>
#include <stdlib.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

struct item { int id; int qty; int price; };

int main(void) {
  struct item items[3];
  for (int i = 0; i < 3; i++) {
    items[i].id = i + 1;
    items[i].qty = __VERIFIER_nondet_int();
    __VERIFIER_assume(items[i].qty >= 0 && items[i].qty < 5);
    items[i].price = 10 * (i + 1);
  }
  int total = 0;
  for (int i = 0; i < 3; i++)
    total += items[i].qty * items[i].price;
  int q1 = items[1].qty;
#ifdef BMC_REPLAY
  printf("total=%d\nq1=%d\n", total, q1);
#endif
  assert(!(total == 130 && q1 == 2));
  return 0;
}
