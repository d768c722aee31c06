/* a char buffer filled and scanned through pointers (no string literals) */
// BMC-OPTIONS: --unwind 7
#include <assert.h>
#include <stdlib.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

int count_upper(const char *s, int n) {
  int c = 0;
  for (const char *p = s; p < s + n; p++)
    if (*p >= 'A' && *p <= 'Z')
      c++;
  return c;
}

int main(void) {
  char buf[6];
  for (int i = 0; i < 6; i++) {
    buf[i] = (char)__VERIFIER_nondet_int();
    __VERIFIER_assume(buf[i] >= 'A' && buf[i] <= 'z');
  }
  char *mid = buf + 3;
  *mid = (char)(*mid ^ 0x20);
  int upper = count_upper(buf, 6);
  int m = *mid;
#ifdef BMC_REPLAY
  printf("upper=%d\nm=%d\n", upper, m);
#endif
  assert(!(upper == 6 && buf[0] == 'Q'));
  return 0;
}
