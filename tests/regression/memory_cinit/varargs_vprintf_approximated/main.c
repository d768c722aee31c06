/* A logging wrapper forwarding its arguments to vprintf / vsnprintf: the format must be a
   readable string; the conversions of a va_list are not checked (an approximation). */
#include <stdarg.h>
#include <stdio.h>

static int logged;

static void log_msg(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vprintf(fmt, ap);
  va_end(ap);
  logged++;
}

static int format(char *buf, size_t n, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = vsnprintf(buf, n, fmt, ap);
  va_end(ap);
  return r;
}

int main(void) {
  char buf[16];
  log_msg("%d items in %s\n", 3, "box");
  format(buf, sizeof buf, "%d", 42);
  return logged == 1 ? 0 : 1;
}
