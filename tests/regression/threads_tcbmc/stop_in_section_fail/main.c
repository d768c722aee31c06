#include <assert.h>
#include <pthread.h>
#include <stddef.h>
void __VERIFIER_assume(int);
void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int in_cs;
void *T1(void *arg) { pthread_mutex_lock(&m); in_cs++; assert(in_cs == 1); in_cs--; pthread_mutex_unlock(&m); return NULL; }
void *T2(void *arg) { in_cs++; assert(in_cs == 1); in_cs--; return NULL; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, T1, NULL);
  pthread_create(&b, NULL, T2, NULL);
  return 0;
}
