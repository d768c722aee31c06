#include <pthread.h>
#include <stddef.h>
#include <stdlib.h>

int *data;
int done = 0;

void *owner(void *arg) {
  free(data);
  done = 1;
  return NULL;
}

void *user(void *arg) {
  int v = *data;
  return NULL;
}

int main(void) {
  pthread_t t1, t2;
  data = malloc(sizeof(int));
  if (data == NULL)
    return 0;
  *data = 7;
  pthread_create(&t1, NULL, owner, NULL);
  pthread_create(&t2, NULL, user, NULL);
  pthread_join(t1, NULL);
  pthread_join(t2, NULL);
  return 0;
}
