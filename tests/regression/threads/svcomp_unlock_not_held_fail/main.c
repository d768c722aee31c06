#include <assert.h>
#include <pthread.h>
#include <stddef.h>
void __VERIFIER_assume(int);
void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);

void reach_error(void);
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *T(void *arg) { pthread_mutex_unlock(&m); return NULL; }
int main(void) {
  pthread_t t;
  pthread_mutex_lock(&m);
  pthread_create(&t, NULL, T, NULL);
  pthread_join(t, NULL);
  pthread_join(t, NULL);
  if (pthread_mutex_trylock(&m) == 0)
    reach_error();
  return 0;
}
