/* bmc bundled <stdarg.h>. Variable argument lists are modelled (bmc/frontend/varargs.py):
   va_list is a cursor into the argument object each call of a variadic function makes;
   va_arg checks that an argument is left and that it has the type read. va_arg is a call
   here so that its type argument parses (as the type of a null pointer to it). */
#ifndef __BMC_STDARG_H
#define __BMC_STDARG_H
typedef __builtin_va_list va_list;
typedef __builtin_va_list __gnuc_va_list;
#define va_start(v, l) __builtin_va_start(v, l)
#define va_end(v) __builtin_va_end(v)
#define va_arg(v, T) (*__bmc_va_arg(v, (T *)0))
#define va_copy(d, s) __builtin_va_copy(d, s)
#define __va_copy(d, s) __builtin_va_copy(d, s)
#endif
