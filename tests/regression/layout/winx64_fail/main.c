/* On 64-bit Windows long keeps 32 bits: a value that fits in a pointer does not fit in it. */
#include <assert.h>

int main(void) {
    long long big = 0x100000000LL;
    long l = (long)big;
    assert(l == big);
    return 0;
}
