/* --winx64 is CBMC's x86-64 Windows: LLP64 (32-bit long, 64-bit pointers). */
#include <assert.h>

struct s { char c; long l; void *p; };

int main(void) {
    assert(sizeof(long) == 4 && sizeof(void *) == 8 && sizeof(long long) == 8);
    assert(sizeof(long double) == 8 && sizeof(struct s) == 16);
#ifndef _WIN64
    assert(0);
#endif
    return 0;
}
