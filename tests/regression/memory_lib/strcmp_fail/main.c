#include <string.h>
#include <assert.h>
char __VERIFIER_nondet_char(void);
int main(void) {
  char a[2], b[2];
  a[0] = __VERIFIER_nondet_char(); a[1] = 0;
  b[0] = 'k'; b[1] = 0;
  assert(strcmp(a, b) == 0);
  return 0;
}
