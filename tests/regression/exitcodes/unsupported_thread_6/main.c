#include <assert.h>
#include <pthread.h>
#include <stddef.h>

int g;

void *worker(void *arg) {
  g = 1;
  return NULL;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, worker, NULL);
  pthread_join(t, NULL);
  pthread_rwlock_t c;
  pthread_rwlock_wrlock(&c);
  assert(g == 1);
  return 0;
}
