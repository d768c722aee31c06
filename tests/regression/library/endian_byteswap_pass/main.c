/* <endian.h> and <byteswap.h> for the target byte order (needs the __builtin_bswap16/32/64
   model of the GCC builtins). */
#include <assert.h>
#include <stdint.h>
#include <endian.h>
#include <byteswap.h>
int main(void) {
  uint16_t a = 0x1234; uint32_t b = 0x11223344u; uint64_t c = 0x0102030405060708ull;
  assert(bswap_16(a) == 0x3412 && bswap_32(b) == 0x44332211u && bswap_64(c) == 0x0807060504030201ull);
#if __BYTE_ORDER == __LITTLE_ENDIAN
  assert(htobe16(a) == 0x3412 && htole16(a) == a && be32toh(b) == 0x44332211u && le32toh(b) == b);
  assert(htobe64(c) == 0x0807060504030201ull && le64toh(c) == c);
#else
  assert(htobe16(a) == a && htole16(a) == 0x3412 && be32toh(b) == b && le32toh(b) == 0x44332211u);
  assert(htobe64(c) == c && le64toh(c) == 0x0807060504030201ull);
#endif
  union { uint32_t v; uint8_t bytes[4]; } u;
  u.v = htobe32(0x0A0B0C0Du);
  assert(u.bytes[0] == 0x0A && u.bytes[3] == 0x0D);
  return 0;
}
