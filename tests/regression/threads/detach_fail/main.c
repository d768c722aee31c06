#include <assert.h>
#include <pthread.h>
#include <stddef.h>
void __VERIFIER_assume(int);
void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);

int x;
void *T(void *arg) { x = 1; return NULL; }
int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, T, NULL);
  pthread_detach(t);
  assert(x == 0);
  return 0;
}
