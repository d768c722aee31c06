#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int main(void) {
  int i = 0;
  while (i < limit)
    i++;
  return 0;
}
