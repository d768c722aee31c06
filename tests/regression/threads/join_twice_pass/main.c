#include <assert.h>
#include <pthread.h>
#include <stddef.h>
void __VERIFIER_assume(int);
void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);

void *T(void *arg) { return NULL; }
int main(void) { pthread_t t, u; pthread_create(&t, NULL, T, NULL); pthread_create(&u, NULL, T, NULL); pthread_join(t, NULL); pthread_join(u, NULL); return 0; }
