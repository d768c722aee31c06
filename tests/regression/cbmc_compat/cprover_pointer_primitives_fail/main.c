#include <stdlib.h>
/* A harness in CBMC's style: the callee's precondition asks for n readable bytes, and the
   caller passes one element too many. */
int sum(const int *p, int n) {
  __CPROVER_precondition(__CPROVER_r_ok(p, n * sizeof(int)), "p has n readable ints");
  int s = 0;
  for (int i = 0; i < n; i++)
    s += p[i];
  return s;
}

int main(void) {
  int a[4] = {1, 2, 3, 4};
  int *h = malloc(3 * sizeof(int));
  __CPROVER_assume(h != 0);
  __CPROVER_assert(__CPROVER_OBJECT_SIZE(h) == 12 && __CPROVER_DYNAMIC_OBJECT(h), "heap");
  sum(a, 4);
  free(h);
  return sum(a + 1, 4);
}
