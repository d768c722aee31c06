#include <assert.h>
#include <limits.h>

/* gcc's enum types: unsigned int without negative values, int with one, a wider type
   when a value needs it; the enumerators themselves are ints when they fit. */
enum state { IDLE, BUSY };
enum sign { MINUS = -1, PLUS = 1 };
enum big { SMALL = 1, HUGE = 0x100000000LL };

int main(void)
{
    enum state e = IDLE;
    enum sign s = MINUS;
    assert(e - 1 == UINT_MAX);
    assert(s - 1 == -2);
    assert(IDLE - 1 == -1);                    /* the constant is an int */
    assert(sizeof(enum big) == 8 && sizeof(enum state) == 4);
    assert(__builtin_types_compatible_p(enum state, unsigned int));
    assert(__builtin_types_compatible_p(enum sign, int));
    return 0;
}
