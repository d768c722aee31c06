/* bmc's models of the <stdio.h> output family (printf, fprintf, sprintf, snprintf, puts ...).
 *
 * bmc/frontend/stdio_calls.py lowers a call with a literal format into calls of these
 * helpers (see there for what is modelled). Output to a stream is not program state and is
 * dropped; what is checked is that every %s argument (and every puts/fputs argument) is a
 * readable string: its bytes are read up to the terminator (or the precision), so a NULL,
 * dangling or unterminated one fails a pointer_dereference property in __bmc_fmt_string.
 * sprintf/snprintf write as many bytes as the real call would (lengths computed exactly
 * from the arguments; only %p's length is a range) of arbitrary non-zero contents, then the
 * terminator, and return that count. The digit counts are loop-free, so only %s's string
 * and the written result have loops (ids __bmc_fmt_string.0, __bmc_sprintf_write.0 ...).
 */

char __VERIFIER_nondet_char(void);
unsigned long __VERIFIER_nondet_ulong(void);
void __VERIFIER_assume(int cond);

/* At least n bytes, at least |width| bytes (a negative width from '*' pads on the left). */
size_t __bmc_fmt_pad(size_t n, int width)
{
  size_t w = width < 0 ? (size_t)0 - (size_t)(long long)width : (size_t)width;
  return n > w ? n : w;
}

size_t __bmc_digits10(unsigned long long v) { return 1 + (v >= 10ULL) + (v >= 100ULL) + (v >= 1000ULL) + (v >= 10000ULL) + (v >= 100000ULL) + (v >= 1000000ULL) + (v >= 10000000ULL) + (v >= 100000000ULL) + (v >= 1000000000ULL) + (v >= 10000000000ULL) + (v >= 100000000000ULL) + (v >= 1000000000000ULL) + (v >= 10000000000000ULL) + (v >= 100000000000000ULL) + (v >= 1000000000000000ULL) + (v >= 10000000000000000ULL) + (v >= 100000000000000000ULL) + (v >= 1000000000000000000ULL) + (v >= 10000000000000000000ULL); }
size_t __bmc_digits16(unsigned long long v) { return 1 + ((v >> 4) != 0) + ((v >> 8) != 0) + ((v >> 12) != 0) + ((v >> 16) != 0) + ((v >> 20) != 0) + ((v >> 24) != 0) + ((v >> 28) != 0) + ((v >> 32) != 0) + ((v >> 36) != 0) + ((v >> 40) != 0) + ((v >> 44) != 0) + ((v >> 48) != 0) + ((v >> 52) != 0) + ((v >> 56) != 0) + ((v >> 60) != 0); }
size_t __bmc_digits8(unsigned long long v) { return 1 + ((v >> 3) != 0) + ((v >> 6) != 0) + ((v >> 9) != 0) + ((v >> 12) != 0) + ((v >> 15) != 0) + ((v >> 18) != 0) + ((v >> 21) != 0) + ((v >> 24) != 0) + ((v >> 27) != 0) + ((v >> 30) != 0) + ((v >> 33) != 0) + ((v >> 36) != 0) + ((v >> 39) != 0) + ((v >> 42) != 0) + ((v >> 45) != 0) + ((v >> 48) != 0) + ((v >> 51) != 0) + ((v >> 54) != 0) + ((v >> 57) != 0) + ((v >> 60) != 0) + ((v >> 63) != 0); }

/* %d, %i: sign (for a negative value, or the + and space flags), at least prec digits. */
size_t __bmc_fmt_signed(long long v, int width, int prec, int sign_flag)
{
  unsigned long long mag = v < 0 ? 0ULL - (unsigned long long)v : (unsigned long long)v;
  size_t n = prec == 0 && mag == 0 ? 0 : __bmc_digits10(mag);
  if (prec > 0 && (size_t)prec > n)
    n = (size_t)prec;
  if (v < 0 || sign_flag)
    n++;
  return __bmc_fmt_pad(n, width);
}

/* %u, %o, %x, %X: at least prec digits; '#' makes %o start with 0 and prefixes 0x to %x. */
size_t __bmc_fmt_unsigned(unsigned long long v, int base, int width, int prec, int alt)
{
  size_t digits = base == 16 ? __bmc_digits16(v) : base == 8 ? __bmc_digits8(v)
                                                             : __bmc_digits10(v);
  size_t n = prec == 0 && v == 0 ? 0 : digits;
  if (prec > 0 && (size_t)prec > n)
    n = (size_t)prec;
  if (alt && base == 8 && (v == 0 ? n == 0 : n == digits))
    n++;
  if (alt && base == 16 && v != 0)
    n += 2;
  return __bmc_fmt_pad(n, width);
}

/* %s: the string's bytes up to its terminator, or at most prec bytes (prec < 0: no limit);
   every byte is read, so the pointer checks apply. */
size_t __bmc_fmt_string(const char *s, int width, int prec)
{
  size_t n = 0;
  while ((prec < 0 || n < (size_t)prec) && s[n] != 0)
    n++;
  return __bmc_fmt_pad(n, width);
}

/* %p: glibc prints "(nil)" or 0x and the address in hex; bmc's addresses are not the run's,
   so the length is any from "0x1" to all the pointer's hex digits. */
size_t __bmc_fmt_pointer(const void *p, int width)
{
  size_t n = __VERIFIER_nondet_ulong();
  if (p == 0)
    n = 5;
  else if (n < 3 || n > 2 + 2 * sizeof(void *))
    n = 3;
  return __bmc_fmt_pad(n, width);
}

/* The result of sprintf: len arbitrary non-zero bytes (a choice, clamped rather than assumed
   non-zero, so that only what reads them depends on it: checker/no_body.py makes a failure
   that does INCONCLUSIVE) and the terminator; the count, or -1
   when it does not fit in int (glibc: EOVERFLOW). */
int __bmc_sprintf_write(char *buf, size_t len)
{
  for (size_t i = 0; i < len; i++) {
    char c = __VERIFIER_nondet_char();
    buf[i] = c != 0 ? c : '?';
  }
  buf[len] = 0;
  return len > 2147483647 ? -1 : (int)len;
}

/* snprintf: at most size - 1 bytes of the len-byte result and the terminator (nothing at
   all for size 0); the count is the full length len. */
int __bmc_snprintf_write(char *buf, size_t size, size_t len)
{
  if (size > 0) {
    size_t n = len < size ? len : size - 1;
    for (size_t i = 0; i < n; i++) {
      char c = __VERIFIER_nondet_char();
      buf[i] = c != 0 ? c : '?';
    }
    buf[n] = 0;
  }
  return len > 2147483647 ? -1 : (int)len;
}
