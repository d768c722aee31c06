#include <assert.h>
#include <pthread.h>
#include <stddef.h>
void __VERIFIER_assume(int);
void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);

__thread int x = 3;
int s;
void *T(void *arg) { x = x + 1; s = x; return NULL; }
int main(void) {
  pthread_t t;
  x = 10;
  pthread_create(&t, NULL, T, NULL);
  pthread_join(t, NULL);
  assert(s == 11);
  return 0;
}
