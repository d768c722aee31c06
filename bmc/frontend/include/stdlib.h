/* bmc bundled <stdlib.h> */
#ifndef __BMC_STDLIB_H
#define __BMC_STDLIB_H
#include <stddef.h>
#define EXIT_SUCCESS 0
#define EXIT_FAILURE 1
#define RAND_MAX 2147483647
void abort(void) __attribute__((__noreturn__));
void exit(int __status) __attribute__((__noreturn__));
void _Exit(int __status) __attribute__((__noreturn__));
void *malloc(size_t __size);
void *calloc(size_t __nmemb, size_t __size);
void *realloc(void *__ptr, size_t __size);
void *alloca(size_t __size);
void free(void *__ptr);
int abs(int __x);
long labs(long __x);
long long llabs(long long __x);
int rand(void);
void srand(unsigned int __seed);
int atoi(const char *__nptr);
long atol(const char *__nptr);
long long atoll(const char *__nptr);
long strtol(const char *__nptr, char **__endptr, int __base);
unsigned long strtoul(const char *__nptr, char **__endptr, int __base);
long long strtoll(const char *__nptr, char **__endptr, int __base);
unsigned long long strtoull(const char *__nptr, char **__endptr, int __base);
void qsort(void *__base, size_t __nmemb, size_t __size,
           int (*__compar)(const void *, const void *));
void *bsearch(const void *__key, const void *__base, size_t __nmemb, size_t __size,
              int (*__compar)(const void *, const void *));
char *getenv(const char *__name);
#endif
