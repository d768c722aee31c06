/* bmc bundled <stddef.h> */
#ifndef __BMC_STDDEF_H
#define __BMC_STDDEF_H
typedef __SIZE_TYPE__ size_t;
typedef __PTRDIFF_TYPE__ ptrdiff_t;
typedef int wchar_t;
#ifndef NULL
# define NULL ((void *) 0)
#endif
#define offsetof(type, member) __builtin_offsetof(type, member)
#endif
