#include <assert.h>
#include <string.h>
#include <stddef.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int cond);

static unsigned short v1 = (unsigned short)36;
static float v2 = -7.75f;
union U { long long m0; long m1; unsigned char b[8]; };
int main(void)
{
    int bmc_in = __VERIFIER_nondet_int();
    __VERIFIER_assume(bmc_in >= -3 && bmc_in <= 1);
    unsigned long v3 = (unsigned long)0;
    float arr[5] = {-1.25f, 255.5f, -972.3928762210962f, 65536.0f, 10000000000.0f};
    union U u = {(long long)25};
    unsigned char *p0 = &u.b[1];
    unsigned char *p2 = &u.b[2];
    unsigned long *q = (unsigned long *)&u.m1;
    float *ap = &arr[0];
    int i0 = 0;
    if ((((((unsigned int)5) > (v1))) - ((((long long)(-9223372036854775807LL)) - (bmc_in))))) {
        v2 = (float)(((((bmc_in) ? ((p2 != &u.b[5])) : (((unsigned char *)&v3)[3 % sizeof v3]))) ^ ((((p0 != &u.b[7])) - (u.b[6])))));
        ap[1] = (((unsigned long)((unsigned long long)((p2 != &u.b[3])))) >> (((int)(-1073741824)) & 7));
    }
    assert((bmc_in == -3 && (unsigned long long)(v1) == 0x24ULL) || (bmc_in == -2 && (unsigned long long)(v1) == 0x24ULL) || (bmc_in == -1 && (unsigned long long)(v1) == 0x24ULL) || (bmc_in == 0 && (unsigned long long)(v1) == 0x24ULL) || (bmc_in == 1 && (unsigned long long)(v1) == 0x24ULL));
    assert((bmc_in == -3 && (double)(v2) == 0x0.0p+0) || (bmc_in == -2 && (double)(v2) == 0x0.0p+0) || (bmc_in == -1 && (double)(v2) == 0x0.0p+0) || (bmc_in == 0 && (double)(v2) == 0x1.0000000000000p+0) || (bmc_in == 1 && (double)(v2) == 0x0.0p+0));
}
