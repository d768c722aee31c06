/* Sheet 08, exercise 1 (solution): two threads count visitors. */
#include <assert.h>
#include <pthread.h>

int visitors = 0;
pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

void *gate(void *arg) {
  pthread_mutex_lock(&lock);
  visitors = visitors + 1;
  pthread_mutex_unlock(&lock);
  return NULL;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, NULL, gate, NULL);
  pthread_create(&t2, NULL, gate, NULL);
  pthread_join(t1, NULL);
  pthread_join(t2, NULL);
  assert(visitors == 2);
  return 0;
}
