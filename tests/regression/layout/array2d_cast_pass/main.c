/* A 2-D array cast to a pointer to its element type is a pointer value: indexing it is
   checked against the whole object, whether the pointer is held in a variable or not. */
#include <assert.h>

int main(void) {
    int m[3][4];
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 4; j++)
            m[i][j] = 4 * i + j;
    int *q = (int *)m;
    assert(q[6] == 6);
    assert(*((int *)m + 5) == 5);
    assert(((int *)&m[0])[6] == 6);
    assert(((int *)(m + 1))[3] == 7);
    assert(*(&m[0][0] + 11) == 11);
    return 0;
}
