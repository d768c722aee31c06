/* bmc bundled <unistd.h> */
#ifndef __BMC_UNISTD_H
#define __BMC_UNISTD_H
#include <sys/types.h>
#define STDIN_FILENO 0
#define STDOUT_FILENO 1
#define STDERR_FILENO 2
#ifndef SEEK_SET
# define SEEK_SET 0
# define SEEK_CUR 1
# define SEEK_END 2
#endif
/* modelled: bmc/frontend/models/posix.c */
int close(int __fd);
ssize_t read(int __fd, void *__buf, size_t __nbytes);
ssize_t write(int __fd, const void *__buf, size_t __n);
unsigned int sleep(unsigned int __seconds);
int usleep(unsigned int __useconds);
#endif
