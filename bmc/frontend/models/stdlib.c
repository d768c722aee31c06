/* bmc's models of <stdlib.h> conversions, sorting and searching (see libc.c for how models
 * are lowered and checked), and of <time.h>'s time().
 *
 * strtol & co. follow glibc in the "C" locale: leading white space, an optional sign, for
 * base 0 or 16 an optional 0x/0X prefix (only when a hex digit follows it), base 0 picks 8
 * for a leading 0 and 10 otherwise; the longest run of digits below the base is converted;
 * a value out of range gives the type's limit and errno = ERANGE; *endptr (when endptr is
 * not NULL) points after the last digit, or at nptr when no digit was read. A base other
 * than 0 and 2..36 gives 0, errno = EINVAL and *endptr = nptr. atoi/atol/atoll are
 * (int)strtol(s, NULL, 10) etc., as in glibc. Every byte read gets the pointer checks, and
 * the digit loop obeys --unwind (id __bmc_strto.0 ...).
 *
 * qsort is an insertion sort (stable, which C allows) swapping elements byte by byte, bsearch
 * glibc's binary search; both call the comparator through its function pointer, so the
 * candidates are the program's address-taken functions of a compatible type.
 */

int errno; /* 0 at program start, as in C */

long __VERIFIER_nondet_long(void);

/* The value of digit c in bases up to 36, or 99 for a character that is no digit. */
int __bmc_digit_value(int c)
{
  if (c >= '0' && c <= '9')
    return c - '0';
  if (c >= 'a' && c <= 'z')
    return c - 'a' + 10;
  if (c >= 'A' && c <= 'Z')
    return c - 'A' + 10;
  return 99;
}

/* The shared parse of strtol/strtoul/strtoll/strtoull: the magnitude read (clamped to the
   positive or negative limit), whether a '-' was read and whether the value overflowed. */
unsigned long long __bmc_strto(const char *nptr, char **endptr, int base,
                               unsigned long long pos_limit, unsigned long long neg_limit,
                               int *negative, int *overflow)
{
  const char *s = nptr;
  *negative = 0;
  *overflow = 0;
  if (base < 0 || base == 1 || base > 36) {
    errno = 22; /* EINVAL */
    if (endptr != 0)
      *endptr = (char *)nptr;
    return 0;
  }
  while (*s == ' ' || (*s >= '\t' && *s <= '\r'))
    s++;
  if (*s == '-') {
    *negative = 1;
    s++;
  } else if (*s == '+') {
    s++;
  }
  if ((base == 0 || base == 16) && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')
      && __bmc_digit_value(s[2]) < 16) {
    s += 2;
    base = 16;
  } else if (base == 0) {
    base = s[0] == '0' ? 8 : 10;
  }
  unsigned long long b = (unsigned long long)base;
  unsigned long long limit = *negative ? neg_limit : pos_limit;
  unsigned long long quotient = *negative ? neg_limit / b : pos_limit / b;
  unsigned long long acc = 0;
  int any = 0;
  while (1) {
    int d = __bmc_digit_value(*s);
    if (d >= base)
      break;
    unsigned long long ud = (unsigned long long)d;
    if (acc > quotient || acc * b > limit - ud)
      *overflow = 1;
    else
      acc = acc * b + ud;
    any = 1;
    s++;
  }
  if (endptr != 0)
    *endptr = (char *)(any ? s : nptr);
  if (*overflow) {
    errno = 34; /* ERANGE */
    return limit;
  }
  return acc;
}

long strtol(const char *nptr, char **endptr, int base)
{
  unsigned long max = ~0UL >> 1;
  int negative, overflow;
  unsigned long long a = __bmc_strto(nptr, endptr, base, max, (unsigned long long)max + 1,
                                     &negative, &overflow);
  if (!negative)
    return (long)a;
  if (a == (unsigned long long)max + 1)
    return -(long)max - 1;
  return -(long)a;
}

long long strtoll(const char *nptr, char **endptr, int base)
{
  unsigned long long max = ~0ULL >> 1;
  int negative, overflow;
  unsigned long long a = __bmc_strto(nptr, endptr, base, max, max + 1, &negative, &overflow);
  if (!negative)
    return (long long)a;
  if (a == max + 1)
    return -(long long)max - 1;
  return -(long long)a;
}

/* A '-' negates the magnitude in the unsigned type (strtoul("-1") == ULONG_MAX). */
unsigned long strtoul(const char *nptr, char **endptr, int base)
{
  unsigned long max = ~0UL;
  int negative, overflow;
  unsigned long a = (unsigned long)__bmc_strto(nptr, endptr, base, max, max, &negative,
                                                &overflow);
  if (overflow)
    return max;
  return negative ? 0UL - a : a;
}

unsigned long long strtoull(const char *nptr, char **endptr, int base)
{
  unsigned long long max = ~0ULL;
  int negative, overflow;
  unsigned long long a = __bmc_strto(nptr, endptr, base, max, max, &negative, &overflow);
  if (overflow)
    return max;
  return negative ? 0ULL - a : a;
}

int atoi(const char *nptr) { return (int)strtol(nptr, 0, 10); }
long atol(const char *nptr) { return strtol(nptr, 0, 10); }
long long atoll(const char *nptr) { return strtoll(nptr, 0, 10); }

void qsort(void *base, size_t nmemb, size_t size, int (*compar)(const void *, const void *))
{
  unsigned char *b = base;
  for (size_t i = 1; i < nmemb; i++) {
    for (size_t j = i; j > 0 && compar(b + (j - 1) * size, b + j * size) > 0; j--) {
      unsigned char *x = b + (j - 1) * size;
      unsigned char *y = b + j * size;
      for (size_t k = 0; k < size; k++) {
        unsigned char t = x[k];
        x[k] = y[k];
        y[k] = t;
      }
    }
  }
}

void *bsearch(const void *key, const void *base, size_t nmemb, size_t size,
              int (*compar)(const void *, const void *))
{
  size_t lo = 0;
  size_t hi = nmemb;
  while (lo < hi) {
    size_t mid = (lo + hi) / 2;
    const unsigned char *p = (const unsigned char *)base + mid * size;
    int c = compar(key, p);
    if (c < 0)
      hi = mid;
    else if (c > 0)
      lo = mid + 1;
    else
      return (void *)p;
  }
  return 0;
}

/* <time.h>: an arbitrary time, also stored through a non-NULL argument. */
long time(long *t)
{
  long now = __VERIFIER_nondet_long();
  if (t != 0)
    *t = now;
  return now;
}
