/* bmc bundled <errno.h> */
#ifndef __BMC_ERRNO_H
#define __BMC_ERRNO_H
extern int errno;
#define EPERM 1
#define ENOENT 2
#define EINTR 4
#define EIO 5
#define EBADF 9
#define EAGAIN 11
#define EACCES 13
#define EEXIST 17
#define ENOSPC 28
#define EDOM 33
#define EOVERFLOW 75
#define ERANGE 34
#define EINVAL 22
#define ENOMEM 12
#endif
