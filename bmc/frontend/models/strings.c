/* bmc's models of <string.h> search and concatenation functions (see libc.c for how models
 * are lowered and checked). Every byte they read or write gets the pointer checks, so a
 * strcat past the end of its buffer or a strchr on a string without terminator fails a
 * pointer_dereference property in the named model; their loops obey --unwind (strcat.0 ...).
 * Overlapping source and destination (undefined in C) are not checked.
 */

size_t strnlen(const char *s, size_t maxlen)
{
  size_t n = 0;
  while (n < maxlen && s[n] != 0)
    n++;
  return n;
}

char *strcat(char *dest, const char *src)
{
  size_t d = 0;
  while (dest[d] != 0)
    d++;
  size_t i = 0;
  while (src[i] != 0) {
    dest[d + i] = src[i];
    i++;
  }
  dest[d + i] = 0;
  return dest;
}

/* At most n bytes of src, then always a terminator. */
char *strncat(char *dest, const char *src, size_t n)
{
  size_t d = 0;
  while (dest[d] != 0)
    d++;
  size_t i = 0;
  while (i < n && src[i] != 0) {
    dest[d + i] = src[i];
    i++;
  }
  dest[d + i] = 0;
  return dest;
}

/* The first occurrence of (char)c; the terminator itself is found for c == 0. */
char *strchr(const char *s, int c)
{
  char ch = (char)c;
  size_t i = 0;
  while (s[i] != ch) {
    if (s[i] == 0)
      return 0;
    i++;
  }
  return (char *)s + i;
}

char *strrchr(const char *s, int c)
{
  char ch = (char)c;
  const char *last = 0;
  size_t i = 0;
  while (1) {
    if (s[i] == ch)
      last = s + i;
    if (s[i] == 0)
      break;
    i++;
  }
  return (char *)last;
}

/* The first position where needle occurs in haystack; haystack itself for an empty needle. */
char *strstr(const char *haystack, const char *needle)
{
  size_t i = 0;
  while (1) {
    size_t j = 0;
    while (needle[j] != 0 && haystack[i + j] == needle[j])
      j++;
    if (needle[j] == 0)
      return (char *)haystack + i;
    if (haystack[i] == 0)
      return 0;
    i++;
  }
}

void *memchr(const void *s, int c, size_t n)
{
  const unsigned char *p = s;
  unsigned char ch = (unsigned char)c;
  for (size_t i = 0; i < n; i++) {
    if (p[i] == ch)
      return (void *)(p + i);
  }
  return 0;
}

char *strdup(const char *s)
{
  size_t n = 0;
  while (s[n] != 0)
    n++;
  char *copy = malloc(n + 1);
  if (copy == 0)
    return 0;
  for (size_t i = 0; i <= n; i++)
    copy[i] = s[i];
  return copy;
}
