#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int main(void) {
  int a[10];
  short m[2][3];
  char c = 0;
  assert(sizeof(char) == 1 && sizeof(short) == 2 && sizeof(int) == 4);
  assert(sizeof(long) == 8 && sizeof(long long) == 8 && sizeof(_Bool) == 1);
  assert(sizeof(a) == 40 && sizeof(a) / sizeof(a[0]) == 10);
  assert(sizeof(m) == 12 && sizeof(m[1]) == 6);
  assert(sizeof(c + c) == 4 && sizeof c == 1);
  assert(sizeof(unsigned long) == 8 && sizeof(1L) == 8);
  return 0;
}
