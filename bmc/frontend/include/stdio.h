/* bmc bundled <stdio.h> */
#ifndef __BMC_STDIO_H
#define __BMC_STDIO_H
#include <stddef.h>
#include <stdarg.h>
typedef struct _IO_FILE FILE;
extern FILE *stdin;
extern FILE *stdout;
extern FILE *stderr;
#define EOF (-1)
int printf(const char *__format, ...);
int fprintf(FILE *__stream, const char *__format, ...);
int sprintf(char *__s, const char *__format, ...);
int snprintf(char *__s, size_t __maxlen, const char *__format, ...);
int scanf(const char *__format, ...);
int sscanf(const char *__s, const char *__format, ...);
int vprintf(const char *__format, va_list __ap);
int vfprintf(FILE *__stream, const char *__format, va_list __ap);
int vsprintf(char *__s, const char *__format, va_list __ap);
int vsnprintf(char *__s, size_t __maxlen, const char *__format, va_list __ap);
int vdprintf(int __fd, const char *__format, va_list __ap);
int dprintf(int __fd, const char *__format, ...);
int puts(const char *__s);
int putchar(int __c);
int getchar(void);
int fflush(FILE *__stream);
#endif
