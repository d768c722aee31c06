/* Bit-fields of a packed struct start at the next free bit (a 40-bit field crosses byte
   and word boundaries); the bytes are those gcc -m64 stores. */
#include <assert.h>
#include <string.h>

struct __attribute__((packed)) desc { unsigned char tag:3; unsigned long long addr:40; int s:5; };
#pragma pack(push, 1)
struct flags { char c; unsigned a:3; unsigned b:30; };
#pragma pack(pop)
struct __attribute__((packed)) full { unsigned char a:3; int x:32; long long y:64; };

int main(void) {
    struct desc x;
    memset(&x, 0, sizeof x);
    x.tag = 5;
    x.addr = 0x123456789AULL;
    x.s = -3;
    unsigned char b[sizeof x];
    memcpy(b, &x, sizeof x);
    assert(sizeof(struct desc) == 6 && sizeof(struct flags) == 6);
    assert(x.tag == 5 && x.addr == 0x123456789AULL && x.s == -3);
    assert(b[0] == 0xd5 && b[1] == 0xc4 && b[2] == 0xb3 && b[3] == 0xa2 && b[4] == 0x91
           && b[5] == 0xe8);
    struct flags f;
    memset(&f, 0, sizeof f);
    f.b = 0x3fffffff;
    unsigned char g[6];
    memcpy(g, &f, sizeof f);
    assert(g[1] == 0xff);   /* wrong: b starts at bit 3 of byte 1 */
    struct full w;
    memset(&w, 0, sizeof w);
    w.a = 7; w.x = -5; w.y = -2;
    unsigned char h[sizeof w];
    memcpy(h, &w, sizeof w);
    assert(sizeof w == 13 && w.x == -5 && w.y == -2 && w.a == 7);
    assert(h[0] == 0xdf && h[3] == 0xff && h[4] == 0xf7 && h[5] == 0xff && h[12] == 0x07);
    return 0;
}
