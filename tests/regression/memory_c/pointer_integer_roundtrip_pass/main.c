#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);
#include <stdint.h>
int main(void) {
  int a[4] = { 1, 2, 3, 4 };
  uintptr_t u = (uintptr_t)&a[1];
  u += 2 * sizeof(int);
  int *p = (int *)u;
  assert(p == &a[3] && *p == 4);
  long v = (long)(void *)a;
  assert((int *)v == a);
  
  return 0;
}
