/* Every POSIX header bmc bundles, with the usual ones; a socket server's setup, a file
   descriptor and gettimeofday with their documented result ranges; htons/htonl. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <stdalign.h>
#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <endian.h>
#include <byteswap.h>
#include <fcntl.h>
#include <sys/time.h>
#include <unistd.h>
#include <errno.h>
#include <assert.h>
alignas(16) static char buf[32];
int main(void) {
  assert(alignof(int) == 4);
  assert(htons(0x1234) == 0x3412 && ntohs(htons(0xBEEF)) == 0xBEEF);
  assert(htonl(0x11223344u) == 0x44332211u && ntohl(0x44332211u) == 0x11223344u);
  struct sockaddr_in addr;
  memset(&addr, 0, sizeof addr);
  addr.sin_family = AF_INET;
  addr.sin_port = htons(8080);
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  assert(sizeof addr == 16 && sizeof(struct sockaddr_storage) == 128);
  int fd = socket(AF_INET, SOCK_STREAM, 0);
  if (fd < 0) { assert(errno > 0); return 1; }
  int one = 1;
  setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
  if (bind(fd, (struct sockaddr *)&addr, sizeof addr) != 0) return 1;
  listen(fd, SOMAXCONN);
  ssize_t n = recv(fd, buf, sizeof buf, 0);
  assert(n <= (ssize_t)sizeof buf);
  int f = open("/tmp/x", O_RDONLY | O_CLOEXEC);
  if (f >= 0) { int fl = fcntl(f, F_GETFL); assert(fl >= -1); close(f); }
  struct timeval tv;
  gettimeofday(&tv, NULL);
  assert(tv.tv_usec >= 0 && tv.tv_usec < 1000000);
  close(fd);
  return 0;
}
