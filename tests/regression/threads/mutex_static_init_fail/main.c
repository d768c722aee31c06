#include <assert.h>
#include <pthread.h>
#include <stddef.h>
void __VERIFIER_assume(int);
void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int c;
void *T(void *arg) { pthread_mutex_lock(&m); c = c + 1; pthread_mutex_unlock(&m); return NULL; }
int main(void) {
  pthread_t t, u;
  pthread_create(&t, NULL, T, NULL);
  pthread_create(&u, NULL, T, NULL);
  pthread_join(t, NULL);
  assert(c == 2);
  return 0;
}
