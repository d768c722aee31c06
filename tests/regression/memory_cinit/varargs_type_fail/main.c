/* printf-like wrapper: %d reads an int, but a long is passed (and, for k == 2, a double). */
#include <stdarg.h>

static long format(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  long acc = 0;
  for (const char *p = fmt; *p; p++) {
    if (*p == 'd')
      acc += va_arg(ap, int);
    else if (*p == 'l')
      acc += va_arg(ap, long);
    else if (*p == 'u')
      acc += va_arg(ap, unsigned);
  }
  va_end(ap);
  return acc;
}

int main(void) {
  long ok = format("dlu", 1, 2L, 3);        /* 3 is an int read as unsigned: fine */
  long bad = format("dd", 1, 5000000000L);  /* a long read as int */
  return (int)(ok + bad);
}
