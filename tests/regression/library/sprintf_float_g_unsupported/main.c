#include <stdio.h>
/* %g drops trailing zeros: its length depends on every digit, which sprintf does not model. */
int main(void) {
  char buf[32];
  double x = 0.1;
  sprintf(buf, "%g", x);
  return 0;
}
