#include <pthread.h>
pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER;
pthread_mutex_t b = PTHREAD_MUTEX_INITIALIZER;
int x;
void *t1(void *arg) {
  pthread_mutex_lock(&a);
  pthread_mutex_lock(&b);
  x++;
  pthread_mutex_unlock(&b);
  pthread_mutex_unlock(&a);
  return 0;
}
void *t2(void *arg) {
  pthread_mutex_lock(&b);
  pthread_mutex_lock(&a);
  x++;
  pthread_mutex_unlock(&a);
  pthread_mutex_unlock(&b);
  return 0;
}
int main(void) {
  pthread_t p1, p2;
  pthread_create(&p1, 0, t1, 0);
  pthread_create(&p2, 0, t2, 0);
  return 0;                  /* the process ends: no thread is left waiting */
}
