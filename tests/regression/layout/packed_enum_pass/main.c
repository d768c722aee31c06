/* A packed enum has the smallest type that holds its values; an enum with a value beyond
   int is wider than int (gcc -m64). */
#include <assert.h>

enum small { A, B, C } __attribute__((packed));
enum __attribute__((packed)) neg { M = -1, N = 300 };
enum wide { HUGE = 0x100000000LL };
struct rec { char tag; enum small kind; enum neg n; };

int main(void) {
    assert(sizeof(enum small) == 1 && sizeof(enum neg) == 2 && sizeof(enum wide) == 8);
    assert(sizeof(struct rec) == 4);
    enum wide w = HUGE;
    assert(w == 0x100000000LL);
    return 0;
}
