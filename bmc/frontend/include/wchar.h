/* bmc bundled <wchar.h>. Wide characters are not modelled: wide string literals and calls
   of these functions with pointer arguments are refused (exit 6). */
#ifndef __BMC_WCHAR_H
#define __BMC_WCHAR_H
#include <stddef.h>
typedef unsigned int wint_t;
typedef struct { int __count; unsigned int __value; } mbstate_t;
#define WEOF (0xffffffffu)
#define WCHAR_MIN (-2147483647 - 1)
#define WCHAR_MAX 2147483647
size_t wcslen(const wchar_t *__s);
wchar_t *wcscpy(wchar_t *__dest, const wchar_t *__src);
int wcscmp(const wchar_t *__s1, const wchar_t *__s2);
size_t mbrtowc(wchar_t *__pwc, const char *__s, size_t __n, mbstate_t *__ps);
size_t wcrtomb(char *__s, wchar_t __wc, mbstate_t *__ps);
wint_t btowc(int __c);
int wctob(wint_t __c);
#endif
