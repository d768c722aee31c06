/* _Alignof / __alignof__ as gcc -m64 folds them (a struct's alignment is not its size). */
#include <assert.h>

struct s { char c; double d; };
struct big { char c[24]; int i; };
typedef int aint __attribute__((aligned(8)));
typedef short lowshort __attribute__((aligned(1)));

int main(void) {
    struct s v;
    assert(_Alignof(struct s) == 8 && __alignof__(struct s) == 8 && sizeof(struct s) == 16);
    assert(_Alignof(struct big) == 4);
    assert(_Alignof(double) == 8 && _Alignof(long double) == 16 && _Alignof(long long) == 8);
    assert(_Alignof(char[5]) == 1 && _Alignof(int[3]) == 4 && _Alignof(void *) == 8);
    assert(_Alignof(aint) == 8 && sizeof(aint) == 4 && _Alignof(lowshort) == 1);
    assert(__alignof__(v.c) == 1 && __alignof__(v) == 8);
    int n = 3;
    double vla[n];
    assert(__alignof__(vla) == 8 && sizeof vla == 24);
    return 0;
}
