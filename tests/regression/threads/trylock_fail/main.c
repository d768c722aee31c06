#include <assert.h>
#include <pthread.h>
#include <stddef.h>
void __VERIFIER_assume(int);
void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);

pthread_mutex_t m;
int in;
void *T(void *arg) { pthread_mutex_trylock(&m); in++; assert(in == 1); in--; return NULL; }
int main(void) { pthread_t t, u; pthread_mutex_init(&m, NULL); pthread_create(&t, NULL, T, NULL); pthread_create(&u, NULL, T, NULL); return 0; }
