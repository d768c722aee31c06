#include <assert.h>
#include <pthread.h>
#include <stddef.h>
void __VERIFIER_assume(int);
void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);

int r;
void *T(void *arg) { int *p = (int *)arg; r = *p + 1; return NULL; }
int main(void) { pthread_t t; int v = 41; pthread_create(&t, NULL, T, &v); pthread_join(t, NULL); assert(r == 41); return 0; }
