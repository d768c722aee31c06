#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assert(int);
/* The loop writes only through p into a heap object allocated before it. A step that
   did not havoc that object would keep p[0] == 0 at the head and "prove" the assertion
   at k = 1; it fails after ten iterations. */
int main(void) {
  int *p = malloc(2 * sizeof(int));
  p[0] = 0;
  p[1] = 0;
  while (__VERIFIER_nondet_int()) {
    if (p[0] < 10)
      p[0] = p[0] + 1;
  }
  __VERIFIER_assert(p[0] < 10);
  free(p);
  return 0;
}
