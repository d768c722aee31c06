#include <assert.h>
#include <pthread.h>
#include <stddef.h>
void __VERIFIER_assume(int);
void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);

pthread_mutex_t m;
int main(void) { pthread_t t; pthread_mutex_init(&m, NULL); pthread_mutex_lock(&m); pthread_mutex_destroy(&m); return 0; }
