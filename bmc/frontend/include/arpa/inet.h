/* bmc bundled <arpa/inet.h> (glibc). The address conversions (inet_addr, inet_pton ...)
   have no model: calling them is refused (they take pointers). */
#ifndef __BMC_ARPA_INET_H
#define __BMC_ARPA_INET_H
#include <netinet/in.h>
in_addr_t inet_addr(const char *__cp);
int inet_aton(const char *__cp, struct in_addr *__inp);
char *inet_ntoa(struct in_addr __in);
int inet_pton(int __af, const char *__cp, void *__buf);
const char *inet_ntop(int __af, const void *__cp, char *__buf, socklen_t __len);
#endif
