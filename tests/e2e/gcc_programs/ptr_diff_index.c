/* finding an element and its index by pointer subtraction */
// BMC-OPTIONS: --unwind 6
#include <assert.h>
#include <stdlib.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

int *find(int *v, int n, int key) {
  for (int *p = v; p < v + n; p++)
    if (*p == key)
      return p;
  return 0;
}

int main(void) {
  int v[5];
  for (int i = 0; i < 5; i++)
    v[i] = 3 * i + 1;
  int key = __VERIFIER_nondet_int();
  __VERIFIER_assume(key >= 0 && key < 20);
  int *hit = find(v, 5, key);
  long idx = hit ? hit - v : -1;
  int found = hit ? *hit : -1;
#ifdef BMC_REPLAY
  printf("key=%d\nidx=%ld\nfound=%d\n", key, idx, found);
#endif
  assert(idx != 3);
  return 0;
}
