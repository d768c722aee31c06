#include <assert.h>

/* gcc gives an enum without negative values the type unsigned int: e - 1 wraps to
   UINT_MAX, so the assertion fails (as in gcc's build of this program). */
enum state { IDLE, BUSY };

int main(void)
{
    enum state e = IDLE;
    assert(e - 1 < 0);
    return 0;
}
