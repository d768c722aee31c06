#include <assert.h>
#include <stddef.h>
int g = 3;
int arr[4];
int *gp = &g;
int *ap = arr;
int *np = NULL;
char *cp = (char *)&g;
int main(void) { static int *sp = 0; assert(*gp == 3 && ap == arr && np == 0 && sp == 0 && *cp == 3); return 0; }
