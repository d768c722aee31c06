#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int calls = 0;

int bump(int r) {
  calls++;
  return r;
}

int main(void) {
  if (bump(0) && bump(1))
    assert(0);
  assert(calls == 1);
  if (bump(1) || bump(1))
    calls += 10;
  assert(calls == 12);
  int x = 0;
  int y = (x = 1) && (x = x + 1);
  assert(x == 2 && y == 1);
  int z = (x = 0) || (x = x + 5);
  assert(x == 5 && z == 1);

  return 0;
}
