/* va_arg of a pointer as a pointer to another type (int * read as long *) is undefined
   (C23 7.16.1.1p2): the va_arg property fails. */
#include <stdarg.h>

static long first(int n, ...)
{
    va_list ap;
    va_start(ap, n);
    long *p = va_arg(ap, long *);
    va_end(ap);
    return *p;
}

int main(void)
{
    int x[2] = {1, 2};
    return (int)first(1, x);
}
