#include <string.h>
unsigned __VERIFIER_nondet_uint(void);
int main(void) {
  char buf[8];
  unsigned n = __VERIFIER_nondet_uint();
  if (n > 9) return 0;
  memset(buf + 1, 0, n);           /* n = 8 or 9 writes past the end */
  return 0;
}
