/* A length-prefixed message: the length comes from the peer (network byte order) and is
   not checked against the buffer. */
#include <stdint.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <unistd.h>

static char payload[16];

int main(void) {
  int fd = socket(AF_INET, SOCK_STREAM, 0);
  if (fd < 0)
    return 1;
  uint16_t be_len;
  if (recv(fd, &be_len, sizeof be_len, MSG_WAITALL) != (ssize_t)sizeof be_len) {
    close(fd);
    return 1;
  }
  uint16_t len = ntohs(be_len);
  if (len > 20)
    len = 20;                                /* should be sizeof payload */
  ssize_t got = recv(fd, payload, len, 0);
  close(fd);
  return got < 0;
}
