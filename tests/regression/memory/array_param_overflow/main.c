#include <assert.h>
void fill(int *a, int n) {
  for (int i = 0; i <= n; i++)
    a[i] = i;
}
int main(void) {
  int a[4];
  fill(a, 4);
  return a[0];
}
