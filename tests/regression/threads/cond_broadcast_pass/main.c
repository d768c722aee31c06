#include <assert.h>
#include <pthread.h>
#include <stddef.h>
void __VERIFIER_assume(int);
void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t c = PTHREAD_COND_INITIALIZER;
int go, woken;
void *W(void *arg) {
  pthread_mutex_lock(&m);
  while (!go)
    pthread_cond_wait(&c, &m);
  woken = woken + 1;
  pthread_mutex_unlock(&m);
  return NULL;
}
int main(void) {
  pthread_t t, u;
  pthread_create(&t, NULL, W, NULL);
  pthread_create(&u, NULL, W, NULL);
  pthread_mutex_lock(&m);
  go = 1;
  pthread_cond_broadcast(&c);
  pthread_mutex_unlock(&m);
  pthread_join(t, NULL);
  pthread_join(u, NULL);
  assert(woken == 2);
  return 0;
}
