/* Variadic functions defined in the program: va_start / va_arg / va_copy / va_end, the
   default argument promotions, pointers, doubles, forwarding a va_list, calls through a
   function pointer and recursion. */
#include <assert.h>
#include <stdarg.h>
#include <stddef.h>

static int sum(int n, ...) {
  va_list ap;
  va_start(ap, n);
  int s = 0;
  for (int i = 0; i < n; i++)
    s += va_arg(ap, int);
  va_end(ap);
  return s;
}

static double avg_plus_first(int n, ...) {
  va_list ap, aq;
  va_start(ap, n);
  va_copy(aq, ap);
  double s = 0;
  for (int i = 0; i < n; i++)
    s += va_arg(ap, double);
  double first = va_arg(aq, double);
  va_end(aq);
  va_end(ap);
  return s / n + first;
}

static size_t total_length(const char *first, ...) {
  va_list ap;
  va_start(ap, first);
  size_t len = 0;
  for (const char *s = first; s != NULL; s = va_arg(ap, const char *))
    while (*s) { len++; s++; }
  va_end(ap);
  return len;
}

static long vsum_long(int n, va_list ap) {
  long s = 0;
  while (n-- > 0)
    s += va_arg(ap, long);
  return s;
}

static long sum_long(int n, ...) {
  va_list ap;
  va_start(ap, n);
  long s = vsum_long(n, ap);
  va_end(ap);
  return s;
}

static int count_down(int n, ...) {
  va_list ap;
  va_start(ap, n);
  int next = va_arg(ap, int);
  va_end(ap);
  return n == 0 ? next : count_down(n - 1, next + 1);
}

static int (*fp)(int, ...) = sum;

int main(void) {
  char c = 5;
  short h = -1;
  unsigned u = 7;
  assert(sum(3, 1, 2, 3) == 6);
  assert(sum(0) == 0);
  assert(sum(2, c, h) == 4);              /* char and short are promoted to int */
  assert(sum(1, u) == 7);                 /* unsigned read as int: the value fits both */
  assert(avg_plus_first(2, 1.0, 3.0f) == 3.0);   /* float is promoted to double */
  assert(total_length("ab", "c", "", "de", (char *)NULL) == 5);
  assert(sum_long(2, 10L, -3L) == 7);
  assert(count_down(2, 0) == 2);
  assert(fp(3, 1, 1, 1) == 3);
  return 0;
}
