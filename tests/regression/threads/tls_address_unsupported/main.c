#include <assert.h>
#include <pthread.h>
#include <stddef.h>
void __VERIFIER_assume(int);
void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);

__thread int x;
void *T(void *arg) { int *p = &x; *p = 1; return NULL; }
int main(void) { pthread_t t; pthread_create(&t, NULL, T, NULL); return 0; }
