/* bmc bundled <unistd.h> */
#ifndef __BMC_UNISTD_H
#define __BMC_UNISTD_H
#include <sys/types.h>
unsigned int sleep(unsigned int __seconds);
int usleep(unsigned int __useconds);
#endif
