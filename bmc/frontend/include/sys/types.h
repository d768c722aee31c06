/* bmc bundled <sys/types.h> */
#ifndef __BMC_SYS_TYPES_H
#define __BMC_SYS_TYPES_H
#include <stddef.h>
#include <stdint.h>
typedef __PTRDIFF_TYPE__ ssize_t;
typedef long off_t; /* glibc: long on both models */
typedef int pid_t;
typedef unsigned int uid_t;
typedef unsigned int gid_t;
typedef unsigned int mode_t;
typedef long suseconds_t;
typedef unsigned char u_char;
typedef unsigned short u_short;
typedef unsigned int u_int;
typedef unsigned long u_long;
#endif
