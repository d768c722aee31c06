#include <assert.h>
#include <pthread.h>
#include <stddef.h>

/* increments under a mutex, checked after the joins: complete with the automatic bound */
int x;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *T(void *arg) {
  pthread_mutex_lock(&m);
  x++;
  x++;
  pthread_mutex_unlock(&m);
  return NULL;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, T, NULL);
  pthread_create(&b, NULL, T, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(x == 4);
  return 0;
}
