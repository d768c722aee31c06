/* Sheet 03, exercise 1 (solution): reverse an array in place. */
#include <assert.h>

int __VERIFIER_nondet_int(void);

#define N 5

void reverse(int *a, int n) {
  for (int i = 0; i < n / 2; i++) {
    int t = a[i];
    a[i] = a[n - 1 - i];
    a[n - 1 - i] = t;
  }
}

int main(void) {
  int a[N], b[N];
  for (int i = 0; i < N; i++)
    a[i] = b[i] = __VERIFIER_nondet_int();
  reverse(a, N);
  assert(a[0] == b[N - 1]);
  assert(a[N - 1] == b[0]);
  assert(a[N / 2] == b[N / 2]);
  return 0;
}
