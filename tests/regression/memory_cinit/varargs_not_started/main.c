#include <stdarg.h>
static int next_int(void) {
  va_list ap;
  return va_arg(ap, int);
}
int main(void) {
  return next_int();
}
