/* An 8-byte wire header: #pragma pack(push, 1) and the packed attribute (leading and
   trailing) give gcc's layout; the decoder copies it out of a byte buffer. */
#include <assert.h>
#include <stddef.h>
#include <string.h>

#pragma pack(push, 1)
struct hdr { unsigned char version; unsigned short len; unsigned int seq; unsigned char flags; };
#pragma pack(pop)

struct __attribute__((packed)) tlv { unsigned char type; unsigned int value; };
struct trailer { unsigned char kind; unsigned short crc; unsigned char pad; } __attribute__((packed));
struct member_packed { char c; int i __attribute__((packed)); short s; };

_Static_assert(sizeof(struct hdr) == 8, "wire header is 8 bytes");

int decode(const unsigned char *buf, struct hdr *out) {
    memcpy(out, buf, sizeof *out);
    return out->len;
}

int main(void) {
    unsigned char buf[8] = {1, 0x34, 0x12, 0x78, 0x56, 0x34, 0x12, 0x80};
    struct hdr h;
    assert(decode(buf, &h) == 0x1234);
    assert(h.seq == 0x12345678u);
    assert(h.flags == 0x80);
    assert(offsetof(struct hdr, seq) == 4);    /* wrong: packed, it is 3 */
    assert(sizeof(struct tlv) == 5 && offsetof(struct tlv, value) == 1);
    assert(sizeof(struct trailer) == 4 && _Alignof(struct trailer) == 1);
    assert(sizeof(struct member_packed) == 8 && offsetof(struct member_packed, s) == 6);
    return 0;
}
