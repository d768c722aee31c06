/* ranged memset: a symbolic byte pattern over part of an int array, read back as ints */
// BMC-OPTIONS: --unwind 65
#include <assert.h>
#include <string.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
unsigned int __VERIFIER_nondet_uint(void);
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

int main(void) {
  int a[64];
  for (int k = 0; k < 64; k++)
    a[k] = k;
  unsigned int count = __VERIFIER_nondet_uint();
  int fill = __VERIFIER_nondet_int();
  __VERIFIER_assume(count <= sizeof a - 8);
  memset((char *)a + 6, fill, count);
  int first = a[1], mid = a[20];
#ifdef BMC_REPLAY
  printf("first=%d\nmid=%d\n", first, mid);
#endif
  assert(!(first == -65536 + 1 && mid == -1));
  return 0;
}
