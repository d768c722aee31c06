/* ctype models: classify nondeterministic characters and change their case */
// BMC-OPTIONS: --unwind 5
#include <assert.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include <stdio.h>
char __VERIFIER_nondet_char(void);
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

int main(void) {
  int digits = 0, alphas = 0, spaces = 0, puncts = 0, upper_sum = 0;
  for (int i = 0; i < 4; i++) {
    int c = (unsigned char)__VERIFIER_nondet_char();
    __VERIFIER_assume(c < 128);
    digits += isdigit(c) != 0;
    alphas += isalpha(c) != 0;
    spaces += isspace(c) != 0;
    puncts += ispunct(c) != 0;
    upper_sum += toupper(c) - tolower(c);
  }
#ifdef BMC_REPLAY
  printf("digits=%d\nalphas=%d\nspaces=%d\npuncts=%d\nupper_sum=%d\n", digits, alphas, spaces, puncts, upper_sum);
#endif
  assert(!(digits == 1 && alphas == 2 && puncts == 1 && upper_sum == -64));
  return 0;
}
