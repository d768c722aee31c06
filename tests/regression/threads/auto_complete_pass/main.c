#include <assert.h>
#include <pthread.h>
int x;
void *T(void *arg) { x = 1; return 0; }
int main(void) { pthread_t t; pthread_create(&t, 0, T, 0); int v = x; assert(v == 0 || v == 1); return 0; }
