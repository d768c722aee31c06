#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int f(int n) {
  int s = 0;
  for (int k = 0; k < n; k++)
    s += k;
  return s;
}

int main(void) {
  int i = 0, j = 0;
  while (i < 3)
    i++;
  do {
    j++;
  } while (j < 2);
  assert(f(2) == 1);
  return 0;
}
