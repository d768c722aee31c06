/* reading a string literal through a pointer, up to its terminating NUL */
// BMC-OPTIONS: --unwind 12
#include <assert.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

int count(const char *s, char c) {
  int n = 0;
  for (; *s; s++)
    if (*s == c) n++;
  return n;
}

int main(void) {
  int k = __VERIFIER_nondet_int();
  __VERIFIER_assume(k >= 0 && k < 26);
  char c = (char)('a' + k);
  const char *text = "banana cake";
  int hits = count(text, c);
  int len = sizeof("banana cake") - 1;
#ifdef BMC_REPLAY
  printf("hits=%d\nlen=%d\nk=%d\n", hits, len, k);
#endif
  assert(hits < 4);
  return 0;
}
