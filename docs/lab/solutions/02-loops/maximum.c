/* Sheet 02, exercise 2 (solution): the maximum of an array. */
#include <assert.h>

int __VERIFIER_nondet_int(void);

#define N 6

int main(void) {
  int a[N];
  for (int i = 0; i < N; i++)
    a[i] = __VERIFIER_nondet_int();
  int max = a[0];
  for (int i = 1; i < N; i++)
    if (a[i] > max)
      max = a[i];
  for (int i = 0; i < N; i++)
    assert(max >= a[i]);
  return 0;
}
