/* bmc bundled <byteswap.h> (glibc): the GCC byte-swap builtins. */
#ifndef __BMC_BYTESWAP_H
#define __BMC_BYTESWAP_H
#define bswap_16(x) __builtin_bswap16(x)
#define bswap_32(x) __builtin_bswap32(x)
#define bswap_64(x) __builtin_bswap64(x)
#endif
