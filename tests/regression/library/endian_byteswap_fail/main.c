/* A little-endian wire format decoded with be32toh (should be le32toh). */
#include <assert.h>
#include <stdint.h>
#include <string.h>
#include <endian.h>

int main(void) {
  const unsigned char wire[4] = {0x78, 0x56, 0x34, 0x12};   /* 0x12345678, little-endian */
  uint32_t raw;
  memcpy(&raw, wire, sizeof raw);
  assert(be32toh(raw) == 0x12345678u);
  return 0;
}
