#include <assert.h>
#include <pthread.h>
#include <stddef.h>
void __VERIFIER_assume(int);
void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);

pthread_once_t once = PTHREAD_ONCE_INIT;
int inits, seen;
void init(void) { inits = inits + 1; }
void *T(void *arg) { pthread_once(&once, init); seen = inits; return NULL; }
int main(void) {
  pthread_t t, u;
  pthread_create(&t, NULL, T, NULL);
  pthread_create(&u, NULL, T, NULL);
  pthread_join(t, NULL);
  pthread_join(u, NULL);
  assert(inits == 1 && seen == 1);
  return 0;
}
