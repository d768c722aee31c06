#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int main(void) {
  int i = 0;
again:
  i++;
  if (i < 3)
    goto again;
  goto done;
  i = 100;
done:
  assert(i == 3);
  return 0;
}
