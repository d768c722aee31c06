#include <pthread.h>
#include <stddef.h>
#include <stdlib.h>

void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);

int *data;
int done = 0;

void *owner(void *arg) {
  __VERIFIER_atomic_begin();
  free(data);
  done = 1;
  __VERIFIER_atomic_end();
  return NULL;
}

void *user(void *arg) {
  __VERIFIER_atomic_begin();
  int v = done ? 0 : *data;
  __VERIFIER_atomic_end();
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
