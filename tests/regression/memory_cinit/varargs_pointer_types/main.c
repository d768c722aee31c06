/* va_arg of pointers (C23 7.16.1.1p2): the same target type, however qualified, and
   void * for a character pointer and the other way round are accepted. */
#include <assert.h>
#include <stdarg.h>

struct point { int x, y; };

static int sum(int n, ...)
{
    va_list ap;
    va_start(ap, n);
    const int *a = va_arg(ap, const int *);      /* passed as int * */
    const char *s = va_arg(ap, const char *);    /* passed as void * */
    void *v = va_arg(ap, void *);                /* passed as unsigned char * */
    struct point *p = va_arg(ap, struct point *);
    va_end(ap);
    return *a + s[0] + *(unsigned char *)v + p->y;
}

int main(void)
{
    int x = 3;
    char text[] = "A";
    unsigned char byte = 200;
    struct point pt = {1, 2};
    assert(sum(4, &x, (void *)text, &byte, &pt) == 3 + 'A' + 200 + 2);
    return 0;
}
