/* --replace-call-with-contract scale: the second call breaks scale's precondition. */
#include <assert.h>

int scale(int v, int by)
__CPROVER_requires(by > 0 && by <= 100 && v >= 0 && v <= 1000)
__CPROVER_ensures(__CPROVER_return_value == v * by)
{
  return v * by;
}

int main(void) {
  int a = scale(10, 3);
  assert(a == 30);
  int b = scale(10, 0);
  return b;
}
