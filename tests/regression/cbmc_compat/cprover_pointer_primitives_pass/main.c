#include <assert.h>
#include <stdlib.h>
int nondet_int(void);
__CPROVER_bool flag; __CPROVER_size_t sz;
int g[3];
int main(void) {
  int a[4];
  int *p = malloc(8);
  __CPROVER_assume(p != 0);
  int i = nondet_int();
  __CPROVER_assume(i >= 0 && i < 4);
  a[i] = 1;
  __CPROVER_assert(__CPROVER_r_ok(p, 8), "readable");
  __CPROVER_assert(__CPROVER_w_ok(a, sizeof a), "writable");
  __CPROVER_assert(!__CPROVER_r_ok(a + 1, sizeof a), "too long");
  __CPROVER_assert(__CPROVER_same_object(p, p + 1), "same");
  __CPROVER_assert(!__CPROVER_same_object(a, g), "different");
  __CPROVER_assert(__CPROVER_POINTER_OFFSET(p + 1) == 4, "offset");
  __CPROVER_assert(__CPROVER_OBJECT_SIZE(p) == 8, "size");
  __CPROVER_assert(__CPROVER_DYNAMIC_OBJECT(p), "dyn");
  __CPROVER_assert(!__CPROVER_DYNAMIC_OBJECT(a), "not dyn");
  __CPROVER_assert(__CPROVER_POINTER_OBJECT((int *)0) == 0, "null object");
  __CPROVER_input("i", i);
  __CPROVER_output("i", i);
  __CPROVER_precondition(i < 4, "i in range");
  free(p);
  __CPROVER_assert(!__CPROVER_r_ok(p, 1), "freed");
  __CPROVER_assert(__CPROVER_DYNAMIC_OBJECT(p), "still dyn");
  return 0;
}
