#include <stdio.h>
/* %f reads a double: a __float128 argument is undefined behaviour (glibc's printf has no
   conversion for it), refused rather than read as a double. */
int main(void) {
  __float128 q = 1;
  printf("%f\n", q);
  return 0;
}
