/* bmc bundled <sys/socket.h> (glibc, Linux x86 values). socket, bind, connect, listen,
   accept, send, recv, sendto, recvfrom, setsockopt, getsockopt, shutdown and
   getsockname/getpeername are modelled (bmc/frontend/models/posix.c): each returns -1 with
   errno set or a valid result, chosen arbitrarily; buffers they read are read (every byte
   checked), buffers they fill get arbitrary bytes. */
#ifndef __BMC_SYS_SOCKET_H
#define __BMC_SYS_SOCKET_H
#include <sys/types.h>
typedef unsigned int socklen_t;
typedef unsigned short sa_family_t;
struct sockaddr { sa_family_t sa_family; char sa_data[14]; };
struct sockaddr_storage {
  sa_family_t ss_family;
  char __ss_padding[128 - sizeof(sa_family_t) - sizeof(unsigned long)];
  unsigned long __ss_align;
};
struct linger { int l_onoff; int l_linger; };
#define SOCK_STREAM 1
#define SOCK_DGRAM 2
#define SOCK_RAW 3
#define SOCK_RDM 4
#define SOCK_SEQPACKET 5
#define SOCK_NONBLOCK 04000
#define SOCK_CLOEXEC 02000000
#define PF_UNSPEC 0
#define PF_LOCAL 1
#define PF_UNIX PF_LOCAL
#define PF_INET 2
#define PF_INET6 10
#define AF_UNSPEC PF_UNSPEC
#define AF_LOCAL PF_LOCAL
#define AF_UNIX PF_UNIX
#define AF_INET PF_INET
#define AF_INET6 PF_INET6
#define SOL_SOCKET 1
#define SO_DEBUG 1
#define SO_REUSEADDR 2
#define SO_TYPE 3
#define SO_ERROR 4
#define SO_DONTROUTE 5
#define SO_BROADCAST 6
#define SO_SNDBUF 7
#define SO_RCVBUF 8
#define SO_KEEPALIVE 9
#define SO_OOBINLINE 10
#define SO_LINGER 13
#define SO_REUSEPORT 15
#define SO_RCVLOWAT 18
#define SO_SNDLOWAT 19
#define SO_RCVTIMEO 20
#define SO_SNDTIMEO 21
#define SOMAXCONN 4096
#define MSG_OOB 0x01
#define MSG_PEEK 0x02
#define MSG_DONTROUTE 0x04
#define MSG_TRUNC 0x20
#define MSG_DONTWAIT 0x40
#define MSG_EOR 0x80
#define MSG_WAITALL 0x100
#define MSG_NOSIGNAL 0x4000
#define SHUT_RD 0
#define SHUT_WR 1
#define SHUT_RDWR 2
int socket(int __domain, int __type, int __protocol);
int socketpair(int __domain, int __type, int __protocol, int __fds[2]);
int bind(int __fd, const struct sockaddr *__addr, socklen_t __len);
int connect(int __fd, const struct sockaddr *__addr, socklen_t __len);
int listen(int __fd, int __n);
int accept(int __fd, struct sockaddr *__addr, socklen_t *__addr_len);
int getsockname(int __fd, struct sockaddr *__addr, socklen_t *__len);
int getpeername(int __fd, struct sockaddr *__addr, socklen_t *__len);
ssize_t send(int __fd, const void *__buf, size_t __n, int __flags);
ssize_t recv(int __fd, void *__buf, size_t __n, int __flags);
ssize_t sendto(int __fd, const void *__buf, size_t __n, int __flags,
               const struct sockaddr *__addr, socklen_t __addr_len);
ssize_t recvfrom(int __fd, void *__buf, size_t __n, int __flags,
                 struct sockaddr *__addr, socklen_t *__addr_len);
int setsockopt(int __fd, int __level, int __optname, const void *__optval,
               socklen_t __optlen);
int getsockopt(int __fd, int __level, int __optname, void *__optval, socklen_t *__optlen);
int shutdown(int __fd, int __how);
#endif
