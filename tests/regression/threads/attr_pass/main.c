#include <assert.h>
#include <pthread.h>
#include <stddef.h>
void __VERIFIER_assume(int);
void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);

int x;
void *T(void *arg) { x = 1; return NULL; }
int main(void) {
  pthread_t t; pthread_attr_t a;
  pthread_attr_init(&a);
  pthread_attr_setdetachstate(&a, PTHREAD_CREATE_JOINABLE);
  pthread_create(&t, &a, T, NULL);
  pthread_attr_destroy(&a);
  pthread_join(t, NULL);
  assert(x == 1);
  return 0;
}
