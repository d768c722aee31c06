#include <assert.h>
#include <pthread.h>
#include <stddef.h>
void __VERIFIER_assume(int);
void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);

pthread_t a, b;
void *T(void *arg) { b = pthread_self(); assert(pthread_equal(a, b)); return NULL; }
int main(void) { pthread_t t; a = pthread_self(); pthread_create(&t, NULL, T, NULL); return 0; }
