#include <assert.h>
#include <string.h>
#include <stddef.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int cond);

static float v3 = 8.0f;
static int v5 = (int)(-20);
struct S { int f0; unsigned long f1; unsigned long fa[2]; };
union U { double m0; long m1; unsigned char b[8]; };
static double fn(struct S *ps, long a, long b) { ps->fa[0] += b; return (double)(a - ps->f0); }
int main(void)
{
    _Bool v0 = (_Bool)0;
    _Bool v2 = (_Bool)1;
    unsigned char arr[4] = {(unsigned char)161, (unsigned char)38, (unsigned char)9, (unsigned char)255};
    struct S s2 = {(int)39, (unsigned long)18446744073709551615ULL, {(unsigned long)4, (unsigned long)1690490810804510986ULL}};
    union U u = {0.5};
    _Bool *p0 = &v0;
        ((unsigned char *)&arr)[7 % sizeof arr] = (((((int)(-1073741824)) | ((unsigned char)14))) + ((((unsigned long long)15) > (*p0))));
        v5 = fn(&s2, ((94.0f) ? ((signed char)(u.b[3])) : ((((unsigned long)40) / ((((long)(-1LL)) & 7) + 1)))), (((unsigned int)(u.b[2])) / ((((((long long)3583041326844659913ULL) * ((int)(-2147483647)))) & 7) + 1)));
    assert((unsigned long long)(v2) == 0x1ULL);
    assert((double)(v3) == 0x1.0000000000000p+3);
}
