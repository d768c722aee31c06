#include <assert.h>
#include <string.h>
#include <stddef.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int cond);

static unsigned char v4 = (unsigned char)1;
struct S { unsigned int f0; signed char f1; long long f2; int f3; unsigned short fa[3]; };
union U { short m0; unsigned short m1; unsigned char b[2]; };
static unsigned long long fn(struct S *ps, short a, unsigned long long b) { ps->fa[1] += b; return (unsigned long long)(a * ps->f0); }
int main(void)
{
    _Bool v2 = (_Bool)1;
    double v3 = 65536.0;
    long long v5 = (long long)37;
    struct S s = {(unsigned int)1446556466, (signed char)(-127 - 1), (long long)32767, (int)15, {(unsigned short)0, (unsigned short)20, (unsigned short)13}};
    union U u = {(short)127};
    unsigned int *p1 = &s.f0;
    unsigned long long *q = (unsigned long long *)&v5;
    u.b[1] = fn(&s, ((((*q) ^ (*p1))) * ((((long long)1297530012452215612ULL) * ((long)4611686018427387903ULL)))), ((unsigned char *)&v4)[1 % sizeof v4]);
    assert((double)(v3) == 0x1.0000000000000p+16);
    return 0;
}
