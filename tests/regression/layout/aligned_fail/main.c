/* aligned(N) on a struct, a member and a typedef, _Alignas, and #pragma pack(2) over a
   nested struct, as gcc -m64 lays them out. */
#include <assert.h>
#include <stddef.h>

struct line { char c; int i; } __attribute__((aligned(16)));
struct m { char c; int i __attribute__((aligned(8))); short s; };
typedef struct { char c; int i; } T16 __attribute__((aligned(16)));
struct holds { char c; T16 t; };
struct alas { char c; _Alignas(16) int i; };
#pragma pack(push, 2)
struct p2 { char c; double d; struct { char a; int b; } in; };
#pragma pack(pop)
struct after { char c; double d; };

int main(void) {
    assert(sizeof(struct line) == 16 && _Alignof(struct line) == 16);
    assert(offsetof(struct m, i) == 8 && sizeof(struct m) == 16);
    assert(sizeof(T16) == 8 && _Alignof(T16) == 16 && offsetof(struct holds, t) == 16);
    assert(offsetof(struct alas, i) == 16 && sizeof(struct alas) == 32);
    assert(offsetof(struct p2, d) == 2 && offsetof(struct p2, in) == 10 && sizeof(struct p2) == 16);
    assert(sizeof(struct after) == 10);   /* wrong: pack(pop) restored the default */
    struct line arr[2];
    assert((char *)&arr[1] - (char *)&arr[0] == 16);
    return 0;
}
