/* bmc's models of POSIX descriptors, sockets, byte order and gettimeofday (see libc.c for
 * how models are lowered and checked).
 *
 * The environment (files, network, clock) is not program state: each call's result is an
 * arbitrary value within what the function documents -- -1 with errno set to an arbitrary
 * positive value, or a valid result (a descriptor >= 0; a byte count in [0, n]; 0 for
 * success). Every byte a call reads from the program (a path, a buffer to send, a socket
 * address, an option value) is read, so it gets the pointer checks; every byte it may write
 * (a received buffer, an address, an option) gets an arbitrary value. These byte loops obey
 * --unwind (ids __bmc_read_bytes.0, __bmc_fill_bytes.0, strlen.0).
 *
 * htons/htonl/ntohs/ntohl swap the bytes on a little-endian target and are the identity on
 * a big-endian one (--big-endian): the target's byte order is read from memory.
 *
 * __BMC_SSIZE_T is replaced by the data model's ssize_t before parsing.
 */

int __bmc_nondet_int(void);
unsigned int __bmc_nondet_uint(void);
unsigned char __bmc_nondet_uchar(void);
long __bmc_nondet_long(void);
__BMC_SIZE_T __bmc_nondet_size_t(void);
void __VERIFIER_assume(int cond);

/* -1 with an arbitrary positive errno. */
int __bmc_fail(void)
{
  int e = __bmc_nondet_int();
  __VERIFIER_assume(e > 0);
  errno = e;
  return -1;
}

/* 0, or -1 with errno set. */
int __bmc_status(void)
{
  if (__bmc_nondet_int())
    return __bmc_fail();
  return 0;
}

/* A new descriptor (>= 0), or -1 with errno set. */
int __bmc_descriptor(void)
{
  int fd = __bmc_nondet_int();
  if (fd < 0)
    return __bmc_fail();
  return fd;
}

/* A byte count in [0, n], or -1 with errno set. */
__BMC_SSIZE_T __bmc_count(__BMC_SIZE_T n)
{
  __BMC_SIZE_T k = __bmc_nondet_size_t();
  if (k > n || (__BMC_SSIZE_T)k < 0)
    return __bmc_fail();
  return (__BMC_SSIZE_T)k;
}

/* Read the n bytes at p (the pointer checks of each). */
void __bmc_read_bytes(const void *p, __BMC_SIZE_T n)
{
  const unsigned char *b = p;
  unsigned char byte;
  for (__BMC_SIZE_T i = 0; i < n; i++)
    byte = b[i];
}

/* Write n arbitrary bytes at p. */
void __bmc_fill_bytes(void *p, __BMC_SIZE_T n)
{
  unsigned char *b = p;
  for (__BMC_SIZE_T i = 0; i < n; i++)
    b[i] = __bmc_nondet_uchar();
}

/* An address result of accept/recvfrom/getsockname/getpeername: when addr is not NULL, up
   to *len bytes of it are written and *len becomes the address's real size. */
void __bmc_fill_address(void *addr, unsigned int *len)
{
  if (addr == 0)
    return;
  unsigned int room = *len;
  unsigned int size = __bmc_nondet_uint();
  __VERIFIER_assume(size <= 128);          /* sizeof(struct sockaddr_storage) */
  __bmc_fill_bytes(addr, size < room ? size : room);
  *len = size;
}

/* ------------------------------------------------------------------ descriptors */
int close(int fd) { return __bmc_status(); }

__BMC_SSIZE_T read(int fd, void *buf, __BMC_SIZE_T n)
{
  __BMC_SSIZE_T k = __bmc_count(n);
  if (k > 0)
    __bmc_fill_bytes(buf, (__BMC_SIZE_T)k);
  return k;
}

__BMC_SSIZE_T write(int fd, const void *buf, __BMC_SIZE_T n)
{
  __bmc_read_bytes(buf, n);
  return __bmc_count(n);
}

int open(const char *file, int oflag, ...)
{
  strlen(file);
  return __bmc_descriptor();
}

int openat(int fd, const char *file, int oflag, ...)
{
  strlen(file);
  return __bmc_descriptor();
}

int creat(const char *file, unsigned int mode)
{
  strlen(file);
  return __bmc_descriptor();
}

struct flock { short l_type; short l_whence; long l_start; long l_len; int l_pid; };

/* The lock commands read (F_SETLK ...) or fill (F_GETLK ...) their struct flock; other
   results are >= 0 (F_GETOWN: any value) or -1 with errno set. */
int fcntl(int fd, int cmd, ...)
{
  if (cmd == 5 || cmd == 6 || cmd == 7 || cmd == 36 || cmd == 37 || cmd == 38) {
    __builtin_va_list ap;
    __builtin_va_start(ap, cmd);
    struct flock *lock = *__bmc_va_arg(ap, (struct flock **)0);
    __builtin_va_end(ap);
    if (cmd == 5 || cmd == 36)
      __bmc_fill_bytes(lock, sizeof(struct flock));
    else
      __bmc_read_bytes(lock, sizeof(struct flock));
    return __bmc_status();
  }
  int r = __bmc_nondet_int();
  if (cmd == 9)
    return r;
  if (r < 0)
    return __bmc_fail();
  return r;
}

/* ------------------------------------------------------------------ sockets */
int socket(int domain, int type, int protocol) { return __bmc_descriptor(); }

int socketpair(int domain, int type, int protocol, int fds[2])
{
  if (__bmc_nondet_int())
    return __bmc_fail();
  fds[0] = __bmc_nondet_int();
  fds[1] = __bmc_nondet_int();
  __VERIFIER_assume(fds[0] >= 0 && fds[1] >= 0 && fds[0] != fds[1]);
  return 0;
}

int bind(int fd, const void *addr, unsigned int len)
{
  __bmc_read_bytes(addr, len);
  return __bmc_status();
}

int connect(int fd, const void *addr, unsigned int len)
{
  __bmc_read_bytes(addr, len);
  return __bmc_status();
}

int listen(int fd, int n) { return __bmc_status(); }

int accept(int fd, void *addr, unsigned int *len)
{
  int r = __bmc_descriptor();
  if (r >= 0)
    __bmc_fill_address(addr, len);
  return r;
}

int getsockname(int fd, void *addr, unsigned int *len)
{
  if (__bmc_nondet_int())
    return __bmc_fail();
  __bmc_fill_address(addr, len);
  return 0;
}

int getpeername(int fd, void *addr, unsigned int *len)
{
  if (__bmc_nondet_int())
    return __bmc_fail();
  __bmc_fill_address(addr, len);
  return 0;
}

__BMC_SSIZE_T send(int fd, const void *buf, __BMC_SIZE_T n, int flags)
{
  __bmc_read_bytes(buf, n);
  return __bmc_count(n);
}

__BMC_SSIZE_T recv(int fd, void *buf, __BMC_SIZE_T n, int flags)
{
  __BMC_SSIZE_T k = __bmc_count(n);
  if (k > 0)
    __bmc_fill_bytes(buf, (__BMC_SIZE_T)k);
  return k;
}

__BMC_SSIZE_T sendto(int fd, const void *buf, __BMC_SIZE_T n, int flags, const void *addr,
                     unsigned int addr_len)
{
  __bmc_read_bytes(buf, n);
  if (addr != 0)
    __bmc_read_bytes(addr, addr_len);
  return __bmc_count(n);
}

__BMC_SSIZE_T recvfrom(int fd, void *buf, __BMC_SIZE_T n, int flags, void *addr,
                       unsigned int *addr_len)
{
  __BMC_SSIZE_T k = __bmc_count(n);
  if (k >= 0) {
    __bmc_fill_bytes(buf, (__BMC_SIZE_T)k);
    __bmc_fill_address(addr, addr_len);
  }
  return k;
}

int setsockopt(int fd, int level, int name, const void *value, unsigned int len)
{
  __bmc_read_bytes(value, len);
  return __bmc_status();
}

/* The option's bytes (at most *len of them) are arbitrary; *len becomes its size. */
int getsockopt(int fd, int level, int name, void *value, unsigned int *len)
{
  if (__bmc_nondet_int())
    return __bmc_fail();
  unsigned int room = *len;
  unsigned int size = __bmc_nondet_uint();
  __VERIFIER_assume(size <= room);
  __bmc_fill_bytes(value, size);
  *len = size;
  return 0;
}

int shutdown(int fd, int how) { return __bmc_status(); }

/* ------------------------------------------------------------------ byte order */
int __bmc_big_endian(void)
{
  union { unsigned short s; unsigned char b[2]; } probe;
  probe.s = 1;
  return probe.b[0] == 0;
}

unsigned short htons(unsigned short x)
{
  if (__bmc_big_endian())
    return x;
  return (unsigned short)((x >> 8) | (x << 8));
}

unsigned short ntohs(unsigned short x) { return htons(x); }

unsigned int htonl(unsigned int x)
{
  if (__bmc_big_endian())
    return x;
  return (x >> 24) | ((x >> 8) & 0xff00U) | ((x << 8) & 0xff0000U) | (x << 24);
}

unsigned int ntohl(unsigned int x) { return htonl(x); }

/* ------------------------------------------------------------------ time */
struct timeval { long tv_sec; long tv_usec; };
struct timezone { int tz_minuteswest; int tz_dsttime; };

int gettimeofday(struct timeval *tv, void *tz)
{
  if (tv != 0) {
    tv->tv_sec = __bmc_nondet_long();
    long usec = __bmc_nondet_long();
    __VERIFIER_assume(usec >= 0 && usec <= 999999);
    tv->tv_usec = usec;
  }
  if (tz != 0) {
    struct timezone *z = tz;
    z->tz_minuteswest = __bmc_nondet_int();
    z->tz_dsttime = __bmc_nondet_int();
  }
  return 0;
}
