#include <assert.h>
#include <pthread.h>
#include <stddef.h>

int x;

void *child(void *arg) {
  x = 2;
  return NULL;
}

void *parent(void *arg) {
  pthread_t u;
  pthread_create(&u, NULL, child, NULL);
  int seen = x;
  assert(seen != 2);
  return NULL;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, parent, NULL);
  return 0;
}
