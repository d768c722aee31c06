#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_once_t o = PTHREAD_ONCE_INIT;
int x;
void init_locked(void) { pthread_mutex_lock(&m); x = 1; pthread_mutex_unlock(&m); }
void init_plain(void) { x = 2; }
void *worker(void *arg) { pthread_once(&o, init_locked); return 0; }
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_mutex_lock(&m);
  pthread_once(&o, init_plain);  /* waits while the worker's routine waits for m */
  pthread_mutex_unlock(&m);
  pthread_join(t, 0);
  return 0;
}
