#include <stdarg.h>
static int first(int n) {
  va_list ap;
  va_start(ap, n);
  int v = va_arg(ap, int);
  va_end(ap);
  return v;
}
int main(void) {
  return first(2);
}
