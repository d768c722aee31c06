#include <assert.h>
#include <pthread.h>
#include <stddef.h>
void __VERIFIER_assume(int);
void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);

int x;
void *U(void *arg) { x = 2; return NULL; }
void *T(void *arg) { pthread_t u; pthread_create(&u, NULL, U, NULL); assert(x != 2); return NULL; }
int main(void) { pthread_t t; pthread_create(&t, NULL, T, NULL); return 0; }
