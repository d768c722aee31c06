/* --win32 is CBMC's i386 Windows: ILP32, 8-byte long double (MSVC's double), double and
   long long 8-aligned inside structs. */
#include <assert.h>

struct s { char c; double d; };

int main(void) {
    assert(sizeof(long) == 4 && sizeof(void *) == 4 && sizeof(long long) == 8);
    assert(sizeof(long double) == 8 && sizeof(struct s) == 16);
#ifdef _WIN64
    assert(0);
#endif
    return 0;
}
