#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_t p1;
int x;
void *t1(void *arg) {
  pthread_mutex_lock(&m);
  x = 1;
  pthread_mutex_unlock(&m);
  return 0;
}
void *t2(void *arg) {
  pthread_mutex_lock(&m);
  x = 2;
  pthread_join(p1, 0);
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  pthread_t p2;
  pthread_create(&p1, 0, t1, 0);
  pthread_create(&p2, 0, t2, 0);
  pthread_join(p2, 0);
  return 0;
}
