/* A logging helper that reads one argument more than its caller passes. */
#include <stdarg.h>

static int last;

static void record(int count, ...) {
  va_list ap;
  va_start(ap, count);
  for (int i = 0; i < count; i++)
    last = va_arg(ap, int);
  va_end(ap);
}

int main(void) {
  record(2, 10, 20);          /* fine */
  record(3, 10, 20);          /* reads a third argument that was never passed */
  return last;
}
