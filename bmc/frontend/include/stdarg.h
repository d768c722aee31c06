/* bmc bundled <stdarg.h>. Variable argument lists are not modelled: va_start, va_arg,
   va_copy and va_end are refused when a reachable function uses them (exit 6, naming the
   macro). va_arg is a call here so that its type argument parses; in .i files gcc's
   __builtin_va_arg(ap, T) is recognised at the parse error it causes. */
#ifndef __BMC_STDARG_H
#define __BMC_STDARG_H
typedef __builtin_va_list va_list;
typedef __builtin_va_list __gnuc_va_list;
#define va_start(v, l) __builtin_va_start(v, l)
#define va_end(v) __builtin_va_end(v)
#define va_arg(v, T) (*(T *)__bmc_va_arg(v))
#define va_copy(d, s) __builtin_va_copy(d, s)
#endif
