/* bmc bundled <errno.h> */
#ifndef __BMC_ERRNO_H
#define __BMC_ERRNO_H
extern int errno;
#define EDOM 33
#define ERANGE 34
#define EINVAL 22
#define ENOMEM 12
#endif
