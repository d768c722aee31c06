#include <string.h>
#include <assert.h>
char __VERIFIER_nondet_char(void);
int main(void) {
  char s[4];
  for (int i = 0; i < 3; i++) s[i] = __VERIFIER_nondet_char();
  s[3] = 0;
  assert(strlen(s) <= 3);
  return 0;
}
