#include <assert.h>
int nondet_int(void);
void split(int *a, int n) {
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < 3; j++) {
      a[i] += j;
    }
  }
  while (n > 0) n--;
}
int main(void) {
  int a[4] = {0};
  split(a, 4);
  for (int k = 0; k < 4; k++) assert(a[k] == 3);
  return 0;
}
