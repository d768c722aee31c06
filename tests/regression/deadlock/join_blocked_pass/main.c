#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int done;
void *worker(void *arg) {
  pthread_mutex_lock(&m);
  done = 1;
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  pthread_t t;
  pthread_mutex_lock(&m);
  pthread_create(&t, 0, worker, 0);
  pthread_mutex_unlock(&m);
  pthread_join(t, 0);        /* m is free: worker can finish */
  return 0;
}
