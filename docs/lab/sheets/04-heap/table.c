/* Sheet 04, exercise 3: a lookup table that may fail to allocate. */
#include <assert.h>
#include <stdlib.h>

int __VERIFIER_nondet_int(void);

int *make_table(int n) {
  int *t = malloc(n * sizeof(int));
  for (int i = 0; i < n; i++)
    t[i] = i * i;
  return t;
}

int main(void) {
  int *t = make_table(3);
  if (t == NULL)
    return 1;
  assert(t[2] == 4);
used:
  free(t);
  return 0;
}
