/* bmc's models of C library functions (see bmc/frontend/libmodels.py).
 *
 * Lowered and instrumented exactly like user code: every byte they read or write gets the
 * pointer checks (NULL, invalid, freed, dead, out of bounds), and their loops are bounded
 * by --unwind / --unwindset like user loops (ids memcpy.0, strlen.0 ...), so a bound that
 * is too small shows up as a failed unwinding assertion in the named function.
 *
 * __BMC_SIZE_T is replaced by the data model's size_t before parsing.
 * Intrinsics (lowered by bmc/frontend/lower.py, reserved for these models):
 *   __bmc_object_size(p)  the size in bytes of the object p points to
 *   __bmc_free_check(p)   the checks of free(p) (invalid / offset / double free), no effect
 *   __bmc_release(p)      the effect of free(p) without its checks
 */
typedef __BMC_SIZE_T size_t;

void *malloc(size_t size);
__BMC_SIZE_T __bmc_object_size(const void *p);
void __bmc_free_check(void *p);
void __bmc_release(void *p);

/* memset, memcpy, memmove: the intrinsics (bmc/ir/memops.py) check the whole range and, when
   symex can (destination objects of known size), update it in one step and return 1; else
   they return 0 and the byte loop after them does the work (bounded by --unwind). */
int __bmc_memset(unsigned char *p, unsigned char byte, size_t n);
int __bmc_memcpy(unsigned char *d, const unsigned char *s, size_t n);
int __bmc_memmove(unsigned char *d, const unsigned char *s, size_t n);

/* glibc: realloc(NULL, n) is malloc(n); realloc(p, 0) frees p and returns NULL; otherwise a
   new object of n bytes gets the first min(old size, n) bytes of p's object and p's object
   is freed (the copy in one step where symex can, as memcpy's); when the allocation fails
   (--malloc-may-fail) p is left alone and NULL returned. */
void *realloc(void *ptr, size_t size)
{
  if (ptr == 0)
    return malloc(size);
  __bmc_free_check(ptr);
  if (size == 0) {
    __bmc_release(ptr);
    return 0;
  }
  unsigned char *fresh = malloc(size);
  if (fresh == 0)
    return 0;
  const unsigned char *old = ptr;
  size_t old_size = __bmc_object_size(ptr);
  size_t n = old_size < size ? old_size : size;
  if (!__bmc_memcpy(fresh, old, n))
    for (size_t i = 0; i < n; i++)
      fresh[i] = old[i];
  __bmc_release(ptr);
  return fresh;
}


void *memset(void *s, int c, size_t n)
{
  unsigned char *p = s;
  unsigned char byte = (unsigned char)(c & 255);
  if (__bmc_memset(p, byte, n))
    return s;
  for (size_t i = 0; i < n; i++)
    p[i] = byte;
  return s;
}

void *memcpy(void *dest, const void *src, size_t n)
{
  unsigned char *d = dest;
  const unsigned char *s = src;
  if (__bmc_memcpy(d, s, n))
    return dest;
  for (size_t i = 0; i < n; i++)
    d[i] = s[i];
  return dest;
}

void *memmove(void *dest, const void *src, size_t n)
{
  unsigned char *d = dest;
  const unsigned char *s = src;
  if (__bmc_memmove(d, s, n))
    return dest;
  if (d < s) {
    for (size_t i = 0; i < n; i++)
      d[i] = s[i];
  } else {
    for (size_t j = n; j > 0; j--)
      d[j - 1] = s[j - 1];
  }
  return dest;
}

/* The result is the difference of the first differing bytes (as unsigned char), as glibc
   returns it on x86; C itself only fixes its sign. */
int memcmp(const void *s1, const void *s2, size_t n)
{
  const unsigned char *a = s1;
  const unsigned char *b = s2;
  for (size_t i = 0; i < n; i++) {
    if (a[i] != b[i])
      return a[i] - b[i];
  }
  return 0;
}

size_t strlen(const char *s)
{
  size_t n = 0;
  while (s[n] != 0)
    n++;
  return n;
}

char *strcpy(char *dest, const char *src)
{
  size_t i = 0;
  while (src[i] != 0) {
    dest[i] = src[i];
    i++;
  }
  dest[i] = 0;
  return dest;
}

char *strncpy(char *dest, const char *src, size_t n)
{
  size_t i = 0;
  while (i < n && src[i] != 0) {
    dest[i] = src[i];
    i++;
  }
  while (i < n) {
    dest[i] = 0;
    i++;
  }
  return dest;
}

int strcmp(const char *s1, const char *s2)
{
  const unsigned char *a = (const unsigned char *)s1;
  const unsigned char *b = (const unsigned char *)s2;
  size_t i = 0;
  while (a[i] != 0 && a[i] == b[i])
    i++;
  return a[i] - b[i];
}

int strncmp(const char *s1, const char *s2, size_t n)
{
  const unsigned char *a = (const unsigned char *)s1;
  const unsigned char *b = (const unsigned char *)s2;
  for (size_t i = 0; i < n; i++) {
    if (a[i] != b[i] || a[i] == 0)
      return a[i] - b[i];
  }
  return 0;
}

/* calloc with sizes that are not constants (constant ones are expanded by symex): NULL when
   count * size does not fit in size_t (glibc), else a new zeroed object of count * size
   bytes (zeroed by a loop bounded by --unwind, id __bmc_calloc.0). */
void *__bmc_calloc(size_t count, size_t size)
{
  if (size != 0 && count > ((size_t)0 - 1) / size)
    return 0;
  size_t total = count * size;
  unsigned char *p = malloc(total);
  if (p == 0)
    return 0;
  for (size_t i = 0; i < total; i++)
    p[i] = 0;
  return p;
}

/* The rounding mode of floating-point operations, numbered as CBMC's
   __CPROVER_rounding_mode: 0 to nearest (ties to even), 1 downward, 2 upward, 3 toward
   zero. Every rounded floating-point operation reads it (bmc/frontend/lower_floats.py). */
int __CPROVER_rounding_mode = 0;

/* <fenv.h> on x86 glibc: FE_TONEAREST 0, FE_DOWNWARD 0x400, FE_UPWARD 0x800,
   FE_TOWARDZERO 0xc00; any other value is refused (nonzero result, mode unchanged). */
int fesetround(int round)
{
  switch (round) {
  case 0: __CPROVER_rounding_mode = 0; return 0;
  case 0x400: __CPROVER_rounding_mode = 1; return 0;
  case 0x800: __CPROVER_rounding_mode = 2; return 0;
  case 0xc00: __CPROVER_rounding_mode = 3; return 0;
  }
  return 1;
}

/* <float.h>'s FLT_ROUNDS: 0 toward zero, 1 to nearest, 2 upward, 3 downward. */
int __bmc_flt_rounds(void)
{
  switch (__CPROVER_rounding_mode) {
  case 1: return 3;
  case 2: return 2;
  case 3: return 0;
  }
  return 1;
}

int fegetround(void)
{
  switch (__CPROVER_rounding_mode) {
  case 1: return 0x400;
  case 2: return 0x800;
  case 3: return 0xc00;
  }
  return 0;
}
