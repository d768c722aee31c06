#include <assert.h>
#include <pthread.h>
#include <stddef.h>
void __VERIFIER_assume(int);
void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);

pthread_rwlock_t l;
int main(void) { pthread_rwlock_rdlock(&l); return 0; }
