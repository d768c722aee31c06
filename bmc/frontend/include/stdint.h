/* bmc bundled <stdint.h> */
#ifndef __BMC_STDINT_H
#define __BMC_STDINT_H
typedef signed char int8_t;
typedef short int16_t;
#if __SIZEOF_INT__ == 2
typedef long int32_t;
typedef unsigned long uint32_t;
#else
typedef int int32_t;
typedef unsigned int uint32_t;
#endif
typedef unsigned char uint8_t;
typedef unsigned short uint16_t;
#if __SIZEOF_POINTER__ == 8
typedef __INT64_TYPE__ int64_t;
typedef __UINT64_TYPE__ uint64_t;
typedef __INTPTR_TYPE__ intptr_t;
typedef __UINTPTR_TYPE__ uintptr_t;
typedef __INT64_TYPE__ intmax_t;
typedef __UINT64_TYPE__ uintmax_t;
# if __SIZEOF_LONG__ == 8
#  define __BMC_INT64_C(c) c ## L
#  define __BMC_UINT64_C(c) c ## UL
# else
#  define __BMC_INT64_C(c) c ## LL
#  define __BMC_UINT64_C(c) c ## ULL
# endif
# define INTPTR_MIN (-9223372036854775807L - 1)
# define INTPTR_MAX 9223372036854775807L
# define UINTPTR_MAX 18446744073709551615UL
# define SIZE_MAX 18446744073709551615UL
# define PTRDIFF_MIN (-9223372036854775807L - 1)
# define PTRDIFF_MAX 9223372036854775807L
#else
typedef long long int64_t;
typedef unsigned long long uint64_t;
typedef int intptr_t;
typedef unsigned int uintptr_t;
typedef long long intmax_t;
typedef unsigned long long uintmax_t;
# define __BMC_INT64_C(c) c ## LL
# define __BMC_UINT64_C(c) c ## ULL
# define INTPTR_MIN (-2147483647 - 1)
# define INTPTR_MAX 2147483647
# define UINTPTR_MAX 4294967295U
# define SIZE_MAX 4294967295U
# define PTRDIFF_MIN (-2147483647 - 1)
# define PTRDIFF_MAX 2147483647
#endif
typedef int8_t int_least8_t;
typedef int16_t int_least16_t;
typedef int32_t int_least32_t;
typedef int64_t int_least64_t;
typedef uint8_t uint_least8_t;
typedef uint16_t uint_least16_t;
typedef uint32_t uint_least32_t;
typedef uint64_t uint_least64_t;
typedef signed char int_fast8_t;
typedef intptr_t int_fast16_t;
typedef intptr_t int_fast32_t;
typedef int64_t int_fast64_t;
typedef unsigned char uint_fast8_t;
typedef uintptr_t uint_fast16_t;
typedef uintptr_t uint_fast32_t;
typedef uint64_t uint_fast64_t;

#define INT8_MIN (-128)
#define INT16_MIN (-32767 - 1)
#define INT32_MIN (-2147483647 - 1)
#define INT64_MIN (-__BMC_INT64_C(9223372036854775807) - 1)
#define INT8_MAX 127
#define INT16_MAX 32767
#define INT32_MAX 2147483647
#define INT64_MAX __BMC_INT64_C(9223372036854775807)
#define UINT8_MAX 255
#define UINT16_MAX 65535
#define UINT32_MAX 4294967295U
#define UINT64_MAX __BMC_UINT64_C(18446744073709551615)
#define INTMAX_MIN INT64_MIN
#define INTMAX_MAX INT64_MAX
#define UINTMAX_MAX UINT64_MAX
#define INT8_C(c) c
#define INT16_C(c) c
#define INT32_C(c) c
#define INT64_C(c) __BMC_INT64_C(c)
#define UINT8_C(c) c
#define UINT16_C(c) c
#define UINT32_C(c) c ## U
#define UINT64_C(c) __BMC_UINT64_C(c)
#define INTMAX_C(c) __BMC_INT64_C(c)
#define UINTMAX_C(c) __BMC_UINT64_C(c)
#endif
