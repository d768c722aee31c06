/* A port stored without htons: on a little-endian target ntohs gives it back swapped. */
#include <assert.h>
#include <string.h>
#include <netinet/in.h>

int main(void) {
  struct sockaddr_in addr;
  memset(&addr, 0, sizeof addr);
  addr.sin_family = AF_INET;
  addr.sin_port = 8080;                     /* should be htons(8080) */
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  assert(ntohl(addr.sin_addr.s_addr) == 0x7f000001);
  assert(ntohs(addr.sin_port) == 8080);
  return 0;
}
