#include <assert.h>
#include <pthread.h>
#include <stddef.h>
void __VERIFIER_assume(int);
void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);

pthread_t a;
void *T(void *arg) { assert(!pthread_equal(a, pthread_self())); return NULL; }
int main(void) { pthread_t t; a = pthread_self(); pthread_create(&t, NULL, T, NULL); return 0; }
