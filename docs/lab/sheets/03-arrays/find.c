/* Sheet 03, exercise 2: linear search. */
#include <assert.h>

int __VERIFIER_nondet_int(void);

#define N 4

int a[N];

int find(int key) {
  int i = 0;
  while (i <= N && a[i] != key)
    i++;
  return i;
}

int main(void) {
  for (int i = 0; i < N; i++)
    a[i] = __VERIFIER_nondet_int();
  int key = __VERIFIER_nondet_int();
  int k = find(key);
  assert(k <= N);
  if (k < N)
    assert(a[k] == key);
  return 0;
}
