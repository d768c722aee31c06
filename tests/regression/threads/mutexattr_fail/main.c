#include <assert.h>
#include <pthread.h>
#include <stddef.h>
void __VERIFIER_assume(int);
void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);

pthread_mutex_t m;
int c;
void *T(void *arg) { pthread_mutex_lock(&m); c = c + 1; pthread_mutex_unlock(&m); return NULL; }
int main(void) {
  pthread_t t; pthread_mutexattr_t a;
  pthread_mutexattr_init(&a);
  pthread_mutexattr_settype(&a, PTHREAD_MUTEX_NORMAL);
  pthread_mutex_init(&m, &a);
  pthread_mutexattr_destroy(&a);
  pthread_create(&t, NULL, T, NULL);
  pthread_mutex_lock(&m);
  pthread_mutex_lock(&m);
  return 0;
}
