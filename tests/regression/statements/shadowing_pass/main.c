#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int x = 10;

int main(void) {
  int r = x;
  int x = 1;
  {
    int x = 2;
    x++;
    assert(x == 3);
  }
  assert(x == 1);
  for (int x = 0; x < 2; x++)
    r += x;
  assert(x == 1 && r == 11);
  return 0;
}
