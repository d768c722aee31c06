#include <assert.h>
#include <pthread.h>
#include <stddef.h>
void __VERIFIER_assume(int);
void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER; pthread_cond_t c = PTHREAD_COND_INITIALIZER;
void *T(void *arg) { pthread_cond_wait(&c, &m); return NULL; }
int main(void) { pthread_t t; pthread_create(&t, NULL, T, NULL); pthread_cond_signal(&c); return 0; }
