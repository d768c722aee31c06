/* Sheet 08, exercise 2: a worker publishes its result. */
#include <pthread.h>

int result = 0;
int ready = 0;
pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

void *worker(void *arg) {
  pthread_mutex_lock(&lock);
  result = 42;
  pthread_mutex_unlock(&lock);
  ready = 1;
  return NULL;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, worker, NULL);
  int seen = 0;
  pthread_mutex_lock(&lock);
  if (ready)
    seen = result;
  pthread_mutex_unlock(&lock);
  pthread_join(t, NULL);
  return seen;
}
