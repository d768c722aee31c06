#include <assert.h>
#include <pthread.h>
#include <stddef.h>

int x = 0;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *inc(void *arg) {
  pthread_mutex_lock(&m);
  int t = x;
  x = t + 1;
  pthread_mutex_unlock(&m);
  return NULL;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, NULL, inc, NULL);
  pthread_create(&t2, NULL, inc, NULL);
  pthread_join(t1, NULL);
  pthread_join(t2, NULL);
  assert(x == 2);
  return 0;
}
