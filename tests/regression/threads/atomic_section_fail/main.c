#include <assert.h>
#include <pthread.h>
#include <stddef.h>
void __VERIFIER_assume(int);
void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);

int c;
void *T(void *arg) { __VERIFIER_atomic_begin(); int t = c; __VERIFIER_atomic_end(); c = t + 1; return NULL; }
int main(void) {
  pthread_t t, u;
  pthread_create(&t, NULL, T, NULL);
  pthread_create(&u, NULL, T, NULL);
  pthread_join(t, NULL); pthread_join(u, NULL);
  assert(c == 2);
  return 0;
}
