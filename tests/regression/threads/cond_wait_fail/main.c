#include <assert.h>
#include <pthread.h>
#include <stddef.h>
void __VERIFIER_assume(int);
void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t c = PTHREAD_COND_INITIALIZER;
int ready;
void *T(void *arg) {
  pthread_mutex_lock(&m);
  ready = 1;
  pthread_cond_signal(&c);
  pthread_mutex_unlock(&m);
  return NULL;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, T, NULL);
  pthread_mutex_lock(&m);
  if (!ready)
    pthread_cond_wait(&c, &m);
  assert(ready);
  pthread_mutex_unlock(&m);
  return 0;
}
