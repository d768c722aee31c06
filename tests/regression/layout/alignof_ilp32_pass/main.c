/* i386 (gcc -m32): C11 _Alignof gives the alignment inside structs (4 for double and
   long long), GNU __alignof__ the type's own (8). */
#include <assert.h>

struct s { char c; double d; };
struct t { char c; long long l; };

int main(void) {
    assert(_Alignof(double) == 4 && __alignof__(double) == 8);
    assert(_Alignof(long long) == 4 && __alignof__(long long) == 8);
    assert(_Alignof(long double) == 4 && sizeof(long double) == 12);
    assert(sizeof(struct s) == 12 && _Alignof(struct s) == 4 && __alignof__(struct s) == 4);
    assert(sizeof(struct t) == 12 && __alignof__(double[2]) == 8 && _Alignof(double[2]) == 4);
    return 0;
}
