#include <assert.h>
#include <pthread.h>
#include <stddef.h>

/* increments under a mutex: every critical section runs as one block, so a small bound
   covers every schedule (Lipton's reduction) */
int x;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *T(void *arg) {
  pthread_mutex_lock(&m);
  x++;
  x++;
  assert(x % 2 == 0);
  pthread_mutex_unlock(&m);
  return NULL;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, T, NULL);
  pthread_create(&b, NULL, T, NULL);
  return 0;
}
