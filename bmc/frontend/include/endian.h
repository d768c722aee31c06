/* bmc bundled <endian.h> (glibc): byte order macros and conversions for the target's byte
   order (--big-endian / --little-endian); the swaps are the GCC byte-swap builtins. */
#ifndef __BMC_ENDIAN_H
#define __BMC_ENDIAN_H
#define __LITTLE_ENDIAN 1234
#define __BIG_ENDIAN 4321
#define __PDP_ENDIAN 3412
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
# define __BYTE_ORDER __BIG_ENDIAN
#else
# define __BYTE_ORDER __LITTLE_ENDIAN
#endif
#define __FLOAT_WORD_ORDER __BYTE_ORDER
#define LITTLE_ENDIAN __LITTLE_ENDIAN
#define BIG_ENDIAN __BIG_ENDIAN
#define PDP_ENDIAN __PDP_ENDIAN
#define BYTE_ORDER __BYTE_ORDER
#define __bmc_id16(x) ((unsigned short)(x))
#define __bmc_id32(x) ((unsigned int)(x))
#define __bmc_id64(x) ((unsigned long long)(x))
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
# define htobe16(x) __bmc_id16(x)
# define htole16(x) __builtin_bswap16(x)
# define be16toh(x) __bmc_id16(x)
# define le16toh(x) __builtin_bswap16(x)
# define htobe32(x) __bmc_id32(x)
# define htole32(x) __builtin_bswap32(x)
# define be32toh(x) __bmc_id32(x)
# define le32toh(x) __builtin_bswap32(x)
# define htobe64(x) __bmc_id64(x)
# define htole64(x) __builtin_bswap64(x)
# define be64toh(x) __bmc_id64(x)
# define le64toh(x) __builtin_bswap64(x)
#else
# define htobe16(x) __builtin_bswap16(x)
# define htole16(x) __bmc_id16(x)
# define be16toh(x) __builtin_bswap16(x)
# define le16toh(x) __bmc_id16(x)
# define htobe32(x) __builtin_bswap32(x)
# define htole32(x) __bmc_id32(x)
# define be32toh(x) __builtin_bswap32(x)
# define le32toh(x) __bmc_id32(x)
# define htobe64(x) __builtin_bswap64(x)
# define htole64(x) __bmc_id64(x)
# define be64toh(x) __builtin_bswap64(x)
# define le64toh(x) __bmc_id64(x)
#endif
#endif
