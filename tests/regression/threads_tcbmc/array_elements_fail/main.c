#include <assert.h>
#include <pthread.h>
#include <stddef.h>
void __VERIFIER_assume(int);
void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);
int a[3];
void *T(void *arg) { long i = (long)arg / 2; int v = a[i]; a[i] = v + 1; return NULL; }
int main(void) {
  pthread_t t[3];
  for (long i = 0; i < 3; i++) pthread_create(&t[i], NULL, T, (void *)i);
  for (int i = 0; i < 3; i++) pthread_join(t[i], NULL);
  assert(a[0] == 2);
  return 0;
}
