#include <assert.h>
#include <pthread.h>
#include <stddef.h>

pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
int in_cs = 0;

void *careful(void *arg) {
  pthread_mutex_lock(&lock);
  in_cs = in_cs + 1;
  assert(in_cs == 1);
  in_cs = in_cs - 1;
  pthread_mutex_unlock(&lock);
  return NULL;
}

void *careless(void *arg) {
  in_cs = in_cs + 1;
  in_cs = in_cs - 1;
  return NULL;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, NULL, careful, NULL);
  pthread_create(&t2, NULL, careless, NULL);
  return 0;
}
