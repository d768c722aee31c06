/* __builtin_types_compatible_p as gcc answers it (each line checked against gcc 12). */
#include <assert.h>
enum A { X }; enum B { Y }; enum N { M = -1 };
struct s { int a; }; struct t { int a; };
typedef int myint;
int main(void) {
    int v[4];
    assert(__builtin_types_compatible_p(int, signed int));
    assert(!__builtin_types_compatible_p(int, long));
    assert(!__builtin_types_compatible_p(char, signed char));
    assert(__builtin_types_compatible_p(const int, int));
    assert(__builtin_types_compatible_p(myint, int));
    assert(__builtin_types_compatible_p(enum A, unsigned int));
    assert(__builtin_types_compatible_p(enum N, int));
    assert(!__builtin_types_compatible_p(enum A, enum B));
    assert(!__builtin_types_compatible_p(enum A, int));
    assert(!__builtin_types_compatible_p(struct s, struct t));
    assert(__builtin_types_compatible_p(int[], int[4]));
    assert(__builtin_types_compatible_p(typeof(v), int[4]));
    assert(!__builtin_types_compatible_p(int[3], int[4]));
    assert(!__builtin_types_compatible_p(int *, long *));
    assert(__builtin_types_compatible_p(int *, int *));
    assert(!__builtin_types_compatible_p(float, double));
    assert(!__builtin_types_compatible_p(long, long long));
    assert(!__builtin_types_compatible_p(unsigned long, unsigned long long));
    assert(!__builtin_types_compatible_p(long double, double));
    return 0;
}
