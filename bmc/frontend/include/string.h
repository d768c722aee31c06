/* bmc bundled <string.h> */
#ifndef __BMC_STRING_H
#define __BMC_STRING_H
#include <stddef.h>
void *memcpy(void *__dest, const void *__src, size_t __n);
void *memmove(void *__dest, const void *__src, size_t __n);
void *memset(void *__s, int __c, size_t __n);
int memcmp(const void *__s1, const void *__s2, size_t __n);
void *memchr(const void *__s, int __c, size_t __n);
char *strcpy(char *__dest, const char *__src);
char *strncpy(char *__dest, const char *__src, size_t __n);
char *strcat(char *__dest, const char *__src);
char *strncat(char *__dest, const char *__src, size_t __n);
int strcmp(const char *__s1, const char *__s2);
int strncmp(const char *__s1, const char *__s2, size_t __n);
char *strchr(const char *__s, int __c);
char *strrchr(const char *__s, int __c);
char *strstr(const char *__haystack, const char *__needle);
size_t strlen(const char *__s);
size_t strnlen(const char *__s, size_t __maxlen);
char *strdup(const char *__s);
#endif
