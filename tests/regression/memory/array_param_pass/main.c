#include <assert.h>
int sum(int *a, int n) {
  int s = 0;
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}
void fill(int a[], int n, int v) {
  for (int i = 0; i < n; i++)
    a[i] = v + i;
}
int main(void) {
  int a[4];
  fill(a, 4, 10);
  assert(sum(a, 4) == 46);
  assert(a[3] == 13);
  int *q = a + 1;
  assert(q - a == 1 && *q == 11 && q[2] == 13 && q > a);
  return 0;
}
